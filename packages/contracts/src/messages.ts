import { en } from './messages-en.ts'
import { fa } from './messages-fa.ts'
import {
  decodeMessage,
  interpolate,
  type ErrorKey,
  type Lang,
  type MessageParams,
  type TextKey,
} from './message-codec.ts'

export * from './message-codec.ts'

/**
 * Messages the server sends and the client shows for errors and validation. Both sides use this
 * one catalogue, so a live (precognitive) error and a submit error read the same.
 * Persian first; `{{name}}` is a parameter. Each language is a module of its own
 * (`messages-fa.ts`, `messages-en.ts`): the web app loads only the one it shows.
 */
export const messages = { fa, en } as const

export function errorMessage(key: ErrorKey, lang: Lang, params: MessageParams = {}): string {
  return interpolate(messages[lang].errors[key], params, lang)
}

/** A text the server writes to people (an SMS, a notification), with its parameters. */
export function textMessage(key: TextKey, lang: Lang, params: MessageParams = {}): string {
  return interpolate(messages[lang].texts[key], params, lang)
}

/** Translates an encoded validation message; an unknown key is shown as it is. */
export function validationMessage(encoded: string, lang: Lang): string {
  const { key, params } = decodeMessage(encoded)
  const template = (messages[lang].validation as Record<string, string>)[key]
  return template === undefined ? encoded : interpolate(template, params, lang)
}
