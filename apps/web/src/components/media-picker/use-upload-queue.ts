import type { Media } from '@kheyr/contracts/media'
import { encodeMessage, validationMessage } from '@kheyr/contracts/messages'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { ApiError } from '#lib/api-client.ts'
import { currentLang, i18n } from '#lib/i18n.ts'
import { oversizeLimit, uploadMedia } from './api/media.ts'

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'canceled'

export type UploadItem = {
  id: string
  file: File
  /** 0 to 1. */
  progress: number
  status: UploadStatus
  error: string | null
  media: Media | null
}

type Upload = typeof uploadMedia

/** Files sent side by side; the rest wait their turn. */
export const UPLOAD_CONCURRENCY = 3
let sequence = 0

/**
 * Uploads files one request each, a few at a time, tracking each file's progress and outcome.
 * A file clearly over its kind's limit fails before a byte is sent (the server checks again).
 */
export class UploadQueue {
  items: UploadItem[] = []
  private readonly controllers = new Map<string, AbortController>()
  private readonly listeners = new Set<() => void>()
  private running = 0

  private readonly uploadedListeners = new Set<(media: Media) => void>()

  constructor(private readonly upload: Upload = uploadMedia) {}

  /** Calls `listener` with each file the server has taken; returns the unsubscribe. */
  whenUploaded = (listener: (media: Media) => void) => {
    this.uploadedListeners.add(listener)
    return () => {
      this.uploadedListeners.delete(listener)
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  snapshot = () => this.items

  add = (files: Iterable<File>) => {
    const added = [...files].map((file): UploadItem => {
      const limit = oversizeLimit(file)
      return {
        id: `upload-${++sequence}`,
        file,
        progress: 0,
        status: limit === null ? 'waiting' : 'failed',
        error:
          limit === null
            ? null
            : validationMessage(encodeMessage('file_too_large', { max: limit }), currentLang()),
        media: null,
      }
    })
    this.set([...this.items, ...added])
    this.pump()
  }

  cancel = (id: string) => {
    this.controllers.get(id)?.abort()
    if (this.find(id)?.status === 'waiting') this.patch(id, { status: 'canceled' })
  }

  dismiss = (id: string) => {
    this.set(this.items.filter((i) => i.id !== id || i.status === 'uploading'))
  }

  clearFinished = () => {
    this.set(this.items.filter((i) => i.status === 'uploading' || i.status === 'waiting'))
  }

  abortAll = () => this.controllers.forEach((c) => c.abort())

  private find = (id: string) => this.items.find((i) => i.id === id)

  private set(items: UploadItem[]) {
    this.items = items
    this.listeners.forEach((l) => l())
  }

  private patch(id: string, change: Partial<UploadItem>) {
    this.set(this.items.map((item) => (item.id === id ? { ...item, ...change } : item)))
  }

  private pump() {
    while (this.running < UPLOAD_CONCURRENCY) {
      const next = this.items.find((i) => i.status === 'waiting')
      if (!next) return
      this.running += 1
      this.patch(next.id, { status: 'uploading' })
      void this.send(next).finally(() => {
        this.running -= 1
        this.pump()
      })
    }
  }

  private async send(item: UploadItem) {
    const controller = new AbortController()
    this.controllers.set(item.id, controller)
    try {
      const media = await this.upload(item.file, {
        signal: controller.signal,
        onProgress: (progress) => this.patch(item.id, { progress }),
      })
      this.patch(item.id, { status: 'done', progress: 1, media })
      this.uploadedListeners.forEach((l) => l(media))
    } catch (error) {
      if ((error as Error).name === 'AbortError') {
        this.patch(item.id, { status: 'canceled' })
      } else {
        const message =
          error instanceof ApiError ? error.message : i18n.t('common:errors.unexpected')
        this.patch(item.id, { status: 'failed', error: message })
      }
    } finally {
      this.controllers.delete(item.id)
    }
  }
}

/** An upload queue for a component; leaving the page stops what is still being sent. */
export function useUploadQueue(onUploaded?: (media: Media) => void) {
  const [queue] = useState(() => new UploadQueue())
  useEffect(() => (onUploaded ? queue.whenUploaded(onUploaded) : undefined), [queue, onUploaded])
  useEffect(() => () => queue.abortAll(), [queue])
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot)
  return {
    items,
    add: queue.add,
    cancel: queue.cancel,
    dismiss: queue.dismiss,
    clearFinished: queue.clearFinished,
  }
}
