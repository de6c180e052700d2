import { nextTask } from './next-task.ts'

/** A part's place in the take-over: `promise` settles once `granted`, in a task of its own. */
export type TakeOverTurn = { granted: boolean; promise: Promise<void> }

let active = false
const waiting: Array<() => void> = []

/**
 * Takes a server-rendered page over in turns (docs/decisions/026-preact.md): `hydrate` takes over
 * what stands outside the page's parts (`HydrationSlice`); each part waits for its turn, one
 * part a task, in the order they stand, a part inside another after it. The browser can paint and
 * answer a tap between two parts, instead of waiting for the whole page in one long task.
 * Settles once every part has had its turn.
 */
export function takeOverInTurns(hydrate: () => void): Promise<void> {
  active = true
  hydrate()
  return grantTurns()
}

/** A turn for a part taken over now; null when no take-over is running (the server, a new page). */
export function takeOverTurn(): TakeOverTurn | null {
  if (!active) return null
  let grant!: () => void
  const turn: TakeOverTurn = {
    granted: false,
    promise: new Promise((resolve) => (grant = resolve)),
  }
  waiting.push(() => {
    turn.granted = true
    grant()
  })
  return turn
}

async function grantTurns() {
  for (;;) {
    await nextTask()
    // The part renders in this task, once the turn's promise has settled (microtasks); the
    // parts inside it ask for their turns as it does.
    const next = waiting.shift()
    if (!next) break
    next()
  }
  active = false
}
