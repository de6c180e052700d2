import { useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactElement } from 'react'

/*
 * A form's state, in place of react-hook-form (docs/decisions/029-own-form-state.md): what the
 * app's forms use of it, under its names, and nothing else. Each field, watched value and list
 * subscribes to what it shows, so a key typed re-renders its own field, not the form.
 */

/** A form's values: fields by name, each a value, a list or an object of more fields. */
export type FieldValues = Record<string, unknown>

export type FieldError = { type?: string; message?: string }

/** Messages by the path of their field (`amount`, `badges.0.name`): flat, not nested. */
export type FieldErrors = Partial<Record<string, FieldError>>

/** A whole check of the values: the values it gives (a schema's output) and the messages. */
export type Resolver<T, TOut = T> = (values: T) => Promise<{ values: TOut; errors: FieldErrors }>

export type DefaultValues<T> = Partial<T>

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob
type Below<K extends string, V> =
  K | (NonNullable<V> extends Leaf ? never : `${K}.${Path<NonNullable<V>>}`)

/** The name of a field: its keys joined with dots (`items.0.title`). */
export type Path<T> = 0 extends 1 & T
  ? string
  : T extends readonly (infer V)[]
    ? Below<`${number}`, V>
    : T extends Leaf
      ? never
      : { [K in keyof T & string]-?: Below<K, T[K]> }[keyof T & string]

type Step<T, K extends string> = T extends readonly (infer V)[]
  ? K extends `${number}`
    ? V
    : never
  : K extends keyof T
    ? T[K]
    : never

export type PathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? PathValue<Step<T, K>, Rest>
  : Step<T, P>

declare const valuesOf: unique symbol
/** What a field needs of its form (`form.control`); the values' type only types the names. */
export type Control<T extends FieldValues = FieldValues> = { readonly [valuesOf]?: T }

export type UseFormSetValue<T> = <N extends Path<T>>(
  name: N,
  value: PathValue<T, N>,
  options?: { shouldDirty?: boolean; shouldValidate?: boolean },
) => void

// Methods, not function-typed properties: a form is then usable where one of wider values is
// asked for (`applyServerErrors`, `useSlugFromTitle`), as react-hook-form's was.
export type UseFormReturn<T extends FieldValues, TOut = T> = {
  control: Control<T>
  /** Reading a part re-renders the form's component when it changes. */
  formState: {
    readonly isSubmitting: boolean
    readonly isDirty: boolean
    readonly errors: FieldErrors
  }
  /** The field's value; its change re-renders the form's component. */
  watch<N extends Path<T>>(name: N): PathValue<T, N>
  getValues(): T
  getValues<N extends Path<T>>(name: N): PathValue<T, N>
  setValue: UseFormSetValue<T>
  /** `isDirty`: changed by a person (or `shouldDirty`) from the value the form started with. */
  getFieldState(name: Path<T>): { error?: FieldError; isDirty: boolean }
  /** Checks the field now; whether it (and anything under it) is valid. */
  trigger(name: Path<T>): Promise<boolean>
  setError(name: Path<T>, error: FieldError, options?: { shouldFocus?: boolean }): void
  clearErrors(name: Path<T>): void
  /** Starts again from `values`, which become the values the form compares with. */
  reset(values: DefaultValues<T>): void
  handleSubmit(
    onValid: (values: TOut) => unknown,
  ): (event?: { preventDefault(): void }) => Promise<void>
}

export type ControllerRenderProps<T extends FieldValues, N extends Path<T> = Path<T>> = {
  name: N
  value: PathValue<T, N>
  /** Takes the value, or an input's change event. */
  onChange: (value: unknown) => void
  onBlur: () => void
  /** For the element to focus when the field is the first invalid one. */
  ref: (element: Focusable | null) => void
}

export type ControllerFieldState = { error?: FieldError }

type Focusable = { focus(): void }
type View = { value: unknown; error: FieldError | undefined }

const path = (name: string) => name.split('.')

const get = (from: unknown, name: string) =>
  path(name).reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], from)

/** `into` with `value` at `keys`, copied along the way: a changed part is a new object. */
const put = (into: unknown, [key = '', ...rest]: string[], value: unknown): unknown => {
  const copy = (Array.isArray(into) ? [...into] : { ...(into as object) }) as Record<
    string,
    unknown
  >
  copy[key] = rest.length ? put(copy[key] ?? (/^\d/.test(rest[0]!) ? [] : {}), rest, value) : value
  return copy
}

const same = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (!!a &&
    !!b &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) => same(value, (b as Record<string, unknown>)[key])))

const under = (key: string, name: string) => key === name || key.startsWith(name + '.')

/** A field's message: its own, or the first of a part of it (an item of a list, an image's url). */
export const errorOf = (errors: FieldErrors, name: string) =>
  errors[name] ?? errors[Object.keys(errors).find((key) => under(key, name)) ?? '']

class FormStore {
  values: FieldValues
  defaults: FieldValues
  errors: FieldErrors = {}
  touched = new Set<string>()
  dirty = new Set<string>()
  submitting = false
  submitted = false
  resets = 0
  /** Fields' elements in the order they came, for the first invalid one to take the focus. */
  refs = new Map<string, Focusable | null>()
  /** Keys of list items, for a list's rows to keep their elements when others move. */
  keys = new Map<string, string[]>()
  lastKey = 0
  /** A list item just added: its first field to register takes the focus. */
  focusNext = ''
  views = new Map<string, View>()
  /** What the form's component has read (watched values, parts of formState), as last seen. */
  seen = new Map<string, [read: () => unknown, last: unknown]>()
  version = 0
  listeners = new Set<() => void>()
  /** The fields' way to the store is the store itself. */
  control = this

  constructor(
    defaults: FieldValues,
    private resolver?: Resolver<never, unknown>,
  ) {
    this.values = this.defaults = defaults
  }

  /** The resolver of the form's latest render, as react-hook-form takes it. */
  use = (resolver?: Resolver<never, unknown>) => void (this.resolver = resolver)

  /** The values checked as a whole; without a resolver, valid as they are. */
  resolve = async (values: FieldValues): Promise<{ values: unknown; errors: FieldErrors }> =>
    this.resolver ? this.resolver(values as never) : { values, errors: {} }

  listen = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  emit = () => this.listeners.forEach((listener) => listener())

  see = (key: string, read: () => unknown) => {
    const value = read()
    this.seen.set(key, [read, value])
    return value
  }

  /** Changes each time something the form's component read has changed since. */
  hostVersion = () => {
    let changed = false
    for (const entry of this.seen.values()) {
      const now = entry[0]()
      if (!Object.is(now, entry[1])) {
        entry[1] = now
        changed = true
      }
    }
    if (changed) this.version++
    return this.version
  }

  /** A field's value and message, the same object while neither changes. */
  view = (name: string) => {
    const value = get(this.values, name)
    const error = errorOf(this.errors, name)
    let view = this.views.get(name)
    if (!view || !Object.is(view.value, value) || view.error !== error)
      this.views.set(name, (view = { value, error }))
    return view
  }

  formState = ((form) => ({
    get isSubmitting() {
      return form.see('submitting', () => form.submitting) as boolean
    },
    get isDirty() {
      return form.see('dirty', () => !same(form.values, form.defaults)) as boolean
    },
    get errors() {
      return form.see('errors', () => form.errors) as FieldErrors
    },
  }))(this)

  watch = (name: string) => this.see(`value:${name}`, () => get(this.values, name))

  getValues = (name?: string) => (name === undefined ? this.values : get(this.values, name))

  setValue = (
    name: string,
    value: unknown,
    options: { shouldDirty?: boolean; shouldValidate?: boolean } = {},
  ) => {
    this.values = put(this.values, path(name), value) as FieldValues
    if (options.shouldDirty) {
      if (same(value, get(this.defaults, name))) this.dirty.delete(name)
      else this.dirty.add(name)
    }
    this.emit()
    if (options.shouldValidate) void this.check(name)
  }

  getFieldState = (name: string) => ({
    error: errorOf(this.errors, name),
    isDirty: this.dirty.has(name),
  })

  /**
   * Checks `name` (or with `exact`, its own message only: a list's, not its items') against the
   * whole values, as the schema needs them. A result that comes after the field has changed
   * again, or after a reset, is dropped: the newer check has the say.
   */
  check = async (name: string, exact = false) => {
    const { values, resets } = this
    const found = (await this.resolve(values)).errors
    const mine = (key: string) => (exact ? key === name : under(key, name))
    if (resets === this.resets && same(get(values, name), get(this.values, name))) {
      const errors = { ...this.errors }
      for (const key in errors) if (mine(key)) delete errors[key]
      for (const key in found) if (mine(key)) errors[key] = found[key]
      if (!same(errors, this.errors)) {
        this.errors = errors
        this.emit()
      }
    }
    return !Object.keys(found).some(mine)
  }

  trigger = (name: string) => this.check(name)

  /**
   * A person's change. Checked as react-hook-form's 'onTouched' mode does: once the field has
   * been left (or the form sent), on every change, so a message goes as the field is corrected.
   */
  change = (name: string, value: unknown) => {
    this.setValue(name, value, { shouldDirty: true })
    if (this.submitted || this.touched.has(name)) void this.check(name)
  }

  /** Leaving a field checks it the first time; once the form was sent, changes do. */
  blur = (name: string) => {
    this.touched.add(name)
    if (!this.submitted) void this.check(name)
  }

  register = (name: string, element: Focusable | null) => {
    this.refs.set(name, element)
    if (element && this.focusNext && under(name, this.focusNext)) {
      this.focusNext = ''
      element.focus()
    }
  }

  setError = (name: string, error: FieldError, options?: { shouldFocus?: boolean }) => {
    this.errors = { ...this.errors, [name]: error }
    this.emit()
    if (options?.shouldFocus) this.refs.get(name)?.focus()
  }

  clearErrors = (name: string) => {
    this.errors = Object.fromEntries(
      Object.entries(this.errors).filter(([key]) => !under(key, name)),
    )
    this.emit()
  }

  reset = (values: FieldValues) => {
    this.values = this.defaults = values
    this.errors = {}
    this.touched = new Set()
    this.dirty = new Set()
    this.keys.clear()
    this.submitting = this.submitted = false
    this.resets++
    this.emit()
  }

  handleSubmit =
    (onValid: (values: unknown) => unknown) => async (event?: { preventDefault(): void }) => {
      event?.preventDefault()
      this.submitting = true
      this.emit()
      try {
        const { values, errors } = await this.resolve(this.values)
        this.errors = errors
        this.emit()
        if (!Object.keys(errors).length) await onValid(values)
        else
          [...this.refs].find(([name, element]) => element && errorOf(errors, name))?.[1]?.focus()
      } finally {
        this.submitting = false
        this.submitted = true
        this.emit()
      }
    }

  keysOf = (name: string) => {
    const list = (get(this.values, name) as unknown[] | undefined) ?? []
    const keys = this.keys.get(name)
    if (keys && keys.length === list.length) return keys
    const made = list.map(() => String(++this.lastKey))
    this.keys.set(name, made)
    return made
  }

  /**
   * Changes the list at `name` by `change` (given its items, or its keys, and what to add), and
   * moves the items' messages, touched and changed marks with them; the list is checked again.
   */
  arrange = (name: string, change: <X>(list: X[], added: X) => X[], added?: unknown) => {
    const list = (get(this.values, name) as unknown[] | undefined) ?? []
    const to = new Map(
      change(
        list.map((_, index) => index),
        -1,
      ).map((from, index) => [from, index]),
    )
    const prefix = name + '.'
    const moved = (key: string) => {
      if (!key.startsWith(prefix)) return key
      const [index = '', ...rest] = key.slice(prefix.length).split('.')
      const now = to.get(Number(index))
      return now === undefined ? '' : [name, now, ...rest].join('.')
    }
    this.keys.set(name, change(this.keysOf(name), String(++this.lastKey)))
    this.values = put(this.values, path(name), change(list, added)) as FieldValues
    this.errors = Object.fromEntries(
      Object.entries(this.errors)
        .map(([key, error]) => [moved(key), error] as const)
        .filter(([key]) => key),
    )
    this.touched = new Set([...this.touched].map(moved).filter(Boolean))
    this.dirty = new Set([...this.dirty].map(moved).filter(Boolean))
    if (added !== undefined) this.focusNext = `${name}.${list.length}`
    this.emit()
    void this.check(name, true)
  }
}

const storeOf = (control: Control) => control as unknown as FormStore

/**
 * A form with `defaultValues`, checked by `resolver` (when there is one) as react-hook-form's
 * 'onTouched' mode checks. The form's component re-renders for what it reads (`watch`,
 * `formState`), its fields for their own value and message.
 */
export function useForm<T extends FieldValues, TOut = T>(options: {
  defaultValues: DefaultValues<T>
  resolver?: Resolver<T, TOut>
}): UseFormReturn<T, TOut> {
  const [form] = useState(() => new FormStore(options.defaultValues, options.resolver))
  useLayoutEffect(() => form.use(options.resolver))
  useSyncExternalStore(form.listen, form.hostVersion)
  return form as unknown as UseFormReturn<T, TOut>
}

const isEvent = (value: unknown): value is { target: { value: unknown } } =>
  typeof value === 'object' && value !== null && 'target' in value

/** A field of the form, re-rendering its component when its value or message changes. */
export function useController<T extends FieldValues, N extends Path<T>>({
  control,
  name,
}: {
  control: Control<T>
  name: N
}): { field: ControllerRenderProps<T, N>; fieldState: ControllerFieldState } {
  const form = storeOf(control)
  const { value, error } = useSyncExternalStore(form.listen, () => form.view(name))
  // The same functions while the name is: an element's ref called anew would move the field
  // to the end of the focus order, and effects that depend on them would run again.
  const bound = useMemo(
    () => ({
      onChange: (changed: unknown) =>
        form.change(name, isEvent(changed) ? changed.target.value : changed),
      onBlur: () => form.blur(name),
      ref: (element: Focusable | null) => form.register(name, element),
    }),
    [form, name],
  )
  return { field: { name, value: value as PathValue<T, N>, ...bound }, fieldState: { error } }
}

export function Controller<T extends FieldValues, N extends Path<T>>({
  render,
  ...props
}: {
  control: Control<T>
  name: N
  render: (state: {
    field: ControllerRenderProps<T, N>
    fieldState: ControllerFieldState
  }) => ReactElement
}) {
  return render(useController(props))
}

/** A field's value, re-rendering the component when it changes. */
export function useWatch<T extends FieldValues, N extends Path<T>>({
  control,
  name,
}: {
  control: Control<T>
  name: N
}) {
  const form = storeOf(control)
  return useSyncExternalStore(form.listen, () => get(form.values, name)) as PathValue<T, N>
}

/** The form's messages, re-rendering the component when `name`'s own changes. */
export function useFormState<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>
  name: Path<T>
}) {
  const form = storeOf(control)
  useSyncExternalStore(form.listen, () => form.errors[name])
  return { errors: form.errors }
}

type ItemOf<V> = V extends readonly (infer I)[] ? I : never

/**
 * A list of items in the form: `fields` holds a key for each row (`key={field.id}`), and the
 * component re-renders when the list grows, shrinks or is reordered, not when an item changes.
 * An added item's first field takes the focus.
 */
export function useFieldArray<T extends FieldValues, N extends Path<T>>({
  control,
  name,
}: {
  control: Control<T>
  name: N
}) {
  const form = storeOf(control)
  const keys = useSyncExternalStore(form.listen, () => form.keysOf(name))
  return {
    fields: keys.map((id) => ({ id })),
    append: (item: ItemOf<NonNullable<PathValue<T, N>>>) =>
      form.arrange(name, (list, added) => [...list, added], item),
    remove: (index: number) => form.arrange(name, (list) => list.filter((_, at) => at !== index)),
    move: (from: number, to: number) =>
      form.arrange(name, (list) => {
        const copy = [...list]
        copy.splice(to, 0, ...copy.splice(from, 1))
        return copy
      }),
  }
}
