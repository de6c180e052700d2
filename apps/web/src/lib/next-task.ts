/**
 * Resolves in a task of its own: the browser may paint and answer a tap before it. A message,
 * not a timer: a timer set from a timer this many times over waits 4 ms.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
