// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  Controller,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from './form-state.ts'

/** A text box bound to a form, with its message under it; `onRender` counts its renders. */
function TextBox<T extends FieldValues>({
  control,
  name,
  onRender,
}: {
  control: Control<T>
  name: Path<T>
  onRender?: (name: string) => void
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        onRender?.(name)
        return (
          <div>
            <label>
              {name}
              <input
                name={field.name}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </label>
            {fieldState.error && <span role="alert">{`${name}: ${fieldState.error.message}`}</span>}
          </div>
        )
      }}
    />
  )
}

type Person = { name: string; city: string }

/** Both fields at least three letters long; the checked values come back trimmed. */
const personCheck = vi.fn<Resolver<Person>>(async (values) => {
  const errors: FieldErrors = {}
  for (const key of ['name', 'city'] as const)
    if (values[key].trim().length < 3) errors[key] = { type: 'too_small', message: 'too short' }
  return {
    values: { name: values.name.trim(), city: values.city.trim() },
    errors,
  }
})

let person: UseFormReturn<Person>
let order: UseFormReturn<Order>
/** The form a test renders, for the test to act on it as code around the form would. */
const keep = (form: UseFormReturn<Person> | UseFormReturn<Order>) => {
  if ('giver' in form.getValues()) order = form as UseFormReturn<Order>
  else person = form as UseFormReturn<Person>
}

function PersonForm({
  onSubmit = () => {},
  onRender,
}: {
  onSubmit?: (values: Person) => unknown
  onRender?: (name: string) => void
}) {
  const form = useForm<Person>({
    defaultValues: { name: '', city: '' },
    resolver: personCheck,
  })
  keep(form)
  onRender?.('form')
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextBox control={form.control} name="name" onRender={onRender} />
      <TextBox control={form.control} name="city" onRender={onRender} />
      <button type="submit" disabled={form.formState.isSubmitting}>
        send
      </button>
    </form>
  )
}

const box = (name: string) => screen.getByRole('textbox', { name })
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)
/** Lets a check that was started finish and its message render. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('a form checked as people fill it in', () => {
  it('checks a field first when it is left, then on every change, and drops the message as it is corrected', async () => {
    personCheck.mockClear()
    render(<PersonForm />)
    await userEvent.type(box('name'), 'Al')
    await settle()
    expect(personCheck).not.toHaveBeenCalled()
    expect(alerts()).toEqual([])

    await userEvent.tab()
    expect((await screen.findByRole('alert')).textContent).toBe('name: too short')
    // The other field is checked with the whole values but keeps no message it was not shown.
    expect(alerts()).toEqual(['name: too short'])

    // Leaving the city for the name checks the city; the name's message goes as it is corrected.
    await userEvent.type(box('name'), 'i')
    await waitFor(() => expect(alerts()).toEqual(['city: too short']))
  })

  it('once sent, checks every change of any field, left before or not', async () => {
    render(<PersonForm />)
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    await waitFor(() => expect(alerts()).toEqual(['name: too short', 'city: too short']))

    await userEvent.type(box('city'), 'Yazd')
    await waitFor(() => expect(alerts()).toEqual(['name: too short']))
  })

  it('drops the answer of a check that comes after the field changed again', async () => {
    let answer: (() => void) | undefined
    const slow = vi.fn<Resolver<Person>>(async (values) => {
      const errors: FieldErrors =
        values.name.length < 3 ? { name: { type: 'too_small', message: 'too short' } } : {}
      // The first check (of "Al") answers only when the test says, after the second.
      if (values.name === 'Al') await new Promise<void>((resolve) => (answer = resolve))
      return { values, errors }
    })
    function SlowForm() {
      const form = useForm<Person>({ defaultValues: { name: 'Al', city: '' }, resolver: slow })
      return <TextBox control={form.control} name="name" />
    }
    render(<SlowForm />)
    await userEvent.click(box('name'))
    await userEvent.tab()
    await userEvent.click(box('name'))
    await userEvent.type(box('name'), 'i')
    await settle()
    expect(alerts()).toEqual([])
    await act(async () => answer!())
    await settle()
    expect(alerts()).toEqual([])
  })
})

describe('sending a form', () => {
  it('is marked as sending until the action is done, and hands it the checked values', async () => {
    let finish: () => void = () => {}
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<PersonForm onSubmit={onSubmit} />)
    await userEvent.type(box('name'), ' Maryam ')
    await userEvent.type(box('city'), 'Yazd')
    await userEvent.click(screen.getByRole('button', { name: 'send' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Maryam', city: 'Yazd' }))
    expect(screen.getByRole('button', { name: 'send' })).toHaveProperty('disabled', true)
    await act(async () => finish())
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'send' })).toHaveProperty('disabled', false),
    )
  })

  it('does not run the action for invalid values, and puts the focus on the first invalid field', async () => {
    const onSubmit = vi.fn()
    render(<PersonForm onSubmit={onSubmit} />)
    await userEvent.type(box('name'), 'Maryam')
    await userEvent.click(screen.getByRole('button', { name: 'send' }))

    await waitFor(() => expect(alerts()).toEqual(['city: too short']))
    expect(document.activeElement).toBe(box('city'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('focuses the first invalid field in the order the fields come, not the order of the messages', async () => {
    personCheck.mockImplementationOnce(async (values) => ({
      values,
      errors: { city: { message: 'too short' }, name: { message: 'too short' } },
    }))
    render(<PersonForm />)
    box('city').focus()
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    await waitFor(() => expect(alerts()).toHaveLength(2))
    expect(document.activeElement).toBe(box('name'))
  })

  it('ends sending when the action fails, and passes its error on', async () => {
    const failure = new Error('offline')
    let sent: Promise<void> | undefined
    function FailingForm() {
      const form = useForm<Person>({ defaultValues: { name: 'Maryam', city: 'Yazd' } })
      const submit = form.handleSubmit(async () => {
        throw failure
      })
      return (
        <button
          disabled={form.formState.isSubmitting}
          onClick={() => {
            sent = submit()
            sent.catch(() => {})
          }}
        >
          send
        </button>
      )
    }
    render(<FailingForm />)
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    await expect(sent).rejects.toBe(failure)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'send' })).toHaveProperty('disabled', false),
    )
  })
})

describe('messages set from outside', () => {
  it('shows a message set on a field, focusing it when asked, and clears it', async () => {
    render(<PersonForm />)
    act(() =>
      person.setError('city', { type: 'server', message: 'not served' }, { shouldFocus: true }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe('city: not served')
    expect(document.activeElement).toBe(box('city'))
    expect(person.getFieldState('city').error).toEqual({ type: 'server', message: 'not served' })

    act(() => person.clearErrors('city'))
    await waitFor(() => expect(alerts()).toEqual([]))
  })

  it('replaces a server message with the local check once the field is checked again', async () => {
    render(<PersonForm />)
    await userEvent.type(box('city'), 'Yazd')
    act(() => person.setError('city', { type: 'server', message: 'not served' }))
    await screen.findByRole('alert')
    await userEvent.click(box('city'))
    await userEvent.tab()
    await waitFor(() => expect(alerts()).toEqual([]))
  })

  it('trigger checks one field and says whether it is valid', async () => {
    render(<PersonForm />)
    let valid: boolean | undefined
    await act(async () => {
      valid = await person.trigger('name')
    })
    expect(valid).toBe(false)
    expect(alerts()).toEqual(['name: too short'])
    await userEvent.type(box('city'), 'Yazd')
    await act(async () => {
      valid = await person.trigger('city')
    })
    expect(valid).toBe(true)
  })
})

describe('setting values', () => {
  it('marks the field changed only with shouldDirty, and checks it only with shouldValidate', async () => {
    personCheck.mockClear()
    render(<PersonForm />)
    act(() => person.setValue('name', 'Al'))
    expect(box('name')).toHaveProperty('value', 'Al')
    expect(person.getFieldState('name').isDirty).toBe(false)
    await settle()
    expect(personCheck).not.toHaveBeenCalled()

    act(() => person.setValue('name', 'Ali', { shouldDirty: true }))
    expect(person.getFieldState('name').isDirty).toBe(true)
    act(() => person.setValue('city', 'Y', { shouldValidate: true }))
    expect((await screen.findByRole('alert')).textContent).toBe('city: too short')
  })

  it('counts a field changed back to where it started as unchanged', async () => {
    render(<PersonForm />)
    await userEvent.type(box('name'), 'A')
    expect(person.getFieldState('name').isDirty).toBe(true)
    await userEvent.clear(box('name'))
    expect(person.getFieldState('name').isDirty).toBe(false)
  })
})

describe('starting again', () => {
  it('takes new values as the ones it compares with, drops messages and checks on leaving again', async () => {
    function Reset() {
      const form = useForm<Person>({
        defaultValues: { name: '', city: '' },
        resolver: personCheck,
      })
      keep(form)
      return (
        <form onSubmit={form.handleSubmit(() => {})}>
          <TextBox control={form.control} name="name" />
          <output aria-label="dirty">{String(form.formState.isDirty)}</output>
          <button type="submit">send</button>
        </form>
      )
    }
    render(<Reset />)
    await userEvent.type(box('name'), 'A')
    expect(screen.getByRole('status', { name: 'dirty' }).textContent).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    await screen.findByRole('alert')

    act(() => person.reset({ name: 'Ab', city: 'Yazd' }))
    await waitFor(() => expect(alerts()).toEqual([]))
    expect(box('name')).toHaveProperty('value', 'Ab')
    expect(screen.getByRole('status', { name: 'dirty' }).textContent).toBe('false')
    // Not sent since the reset: a change alone checks nothing, leaving the field does.
    await userEvent.type(box('name'), 'c')
    await userEvent.clear(box('name'))
    await settle()
    expect(alerts()).toEqual([])
    await userEvent.tab()
    expect((await screen.findByRole('alert')).textContent).toBe('name: too short')
  })
})

type Order = { giver: { name: string }; items: { title: string }[] }

/** Every item needs a title; at most three items. */
const orderCheck: Resolver<Order> = async (values) => {
  const errors: FieldErrors = {}
  if (!values.giver.name) errors['giver.name'] = { type: 'required', message: 'required' }
  values.items.forEach((item, i) => {
    if (!item.title) errors[`items.${i}.title`] = { type: 'required', message: 'required' }
  })
  if (values.items.length > 3) errors.items = { type: 'too_big', message: 'at most 3' }
  return { values, errors }
}

function Items({ control }: { control: Control<Order> }) {
  const items = useFieldArray({ control, name: 'items' })
  const { errors } = useFormState({ control, name: 'items' })
  return (
    <>
      <ol>
        {items.fields.map((field, index) => (
          <li key={field.id} data-key={field.id}>
            <TextBox control={control} name={`items.${index}.title`} />
            <button type="button" onClick={() => items.remove(index)}>{`remove ${index}`}</button>
            <button type="button" onClick={() => items.move(index, 0)}>{`first ${index}`}</button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => items.append({ title: '' })}>
        add
      </button>
      {errors.items && <p>{errors.items.message}</p>}
    </>
  )
}

function OrderForm({ items = [] }: { items?: string[] }) {
  const form = useForm<Order>({
    defaultValues: { giver: { name: '' }, items: items.map((title) => ({ title })) },
    resolver: orderCheck,
  })
  keep(form)
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <TextBox control={form.control} name="giver.name" />
      <Items control={form.control} />
      <button type="submit">send</button>
    </form>
  )
}

const titles = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)

describe('nested values and lists', () => {
  it('keeps a nested field’s value and message at its path', async () => {
    render(<OrderForm items={['bread']} />)
    await userEvent.type(box('giver.name'), 'Reza')
    await userEvent.clear(box('items.0.title'))
    await userEvent.tab()
    expect((await screen.findByRole('alert')).textContent).toBe('items.0.title: required')
    expect(order.getValues()).toEqual({ giver: { name: 'Reza' }, items: [{ title: '' }] })
    expect(order.getValues('giver.name')).toBe('Reza')
  })

  it('adds an item with its first field focused, and shows the list’s own message', async () => {
    render(<OrderForm items={['a', 'b', 'c']} />)
    await userEvent.click(screen.getByRole('button', { name: 'add' }))
    expect(document.activeElement).toBe(box('items.3.title'))
    expect(await screen.findByText('at most 3')).toBeTruthy()
    // The new, empty item is not told off before anyone has left it.
    expect(alerts()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'remove 3' }))
    await waitFor(() => expect(screen.queryByText('at most 3')).toBeNull())
  })

  it('moves the items’ messages and rows with them when one is removed or moved', async () => {
    render(<OrderForm items={['a', '', 'c']} />)
    await userEvent.type(box('giver.name'), 'Reza')
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('items.1.title: required')

    const third = box('items.2.title')
    await userEvent.click(screen.getByRole('button', { name: 'remove 0' }))
    await waitFor(() => expect(titles()).toEqual(['Reza', '', 'c']))
    expect(alerts()).toEqual(['items.0.title: required'])
    // The row of "c" is the same element, now second.
    expect(box('items.1.title')).toBe(third)

    await userEvent.click(screen.getByRole('button', { name: 'first 1' }))
    await waitFor(() => expect(titles()).toEqual(['Reza', 'c', '']))
    expect(alerts()).toEqual(['items.1.title: required'])
    expect(box('items.0.title')).toBe(third)
  })

  it('makes new rows for the values of a reset', async () => {
    render(<OrderForm items={['a', 'b']} />)
    const before = screen.getAllByRole('listitem').map((li) => li.dataset.key)
    act(() => order.reset({ giver: { name: '' }, items: [{ title: 'x' }, { title: 'y' }] }))
    await waitFor(() => expect(titles()).toEqual(['', 'x', 'y']))
    const after = screen.getAllByRole('listitem').map((li) => li.dataset.key)
    expect(after.some((key) => before.includes(key))).toBe(false)
  })
})

describe('what re-renders', () => {
  it('re-renders only the field typed in, not the form or its other fields', async () => {
    const onRender = vi.fn()
    render(<PersonForm onRender={onRender} />)
    onRender.mockClear()
    await userEvent.type(box('name'), 'Ali')
    await settle()
    const rendered = onRender.mock.calls.map(([name]) => name)
    expect(rendered.filter((name) => name === 'name')).toHaveLength(3)
    expect(rendered).not.toContain('city')
    expect(rendered).not.toContain('form')
  })

  it('re-renders the form for a value it watches, and a watcher for its own value only', async () => {
    const onRender = vi.fn()
    function Watcher({ control }: { control: Control<Person> }) {
      const city = useWatch({ control, name: 'city' })
      onRender('watcher')
      return <output aria-label="city">{city}</output>
    }
    function Watching() {
      const form = useForm<Person>({ defaultValues: { name: '', city: '' } })
      const name = form.watch('name')
      onRender('form')
      return (
        <>
          <TextBox control={form.control} name="name" />
          <TextBox control={form.control} name="city" />
          <output aria-label="name">{name}</output>
          <Watcher control={form.control} />
        </>
      )
    }
    render(<Watching />)
    onRender.mockClear()
    await userEvent.type(box('city'), 'Yazd')
    expect(screen.getByRole('status', { name: 'city' }).textContent).toBe('Yazd')
    expect(onRender.mock.calls.map(([who]) => who)).toEqual(Array(4).fill('watcher'))

    onRender.mockClear()
    await userEvent.type(box('name'), 'Ali')
    expect(screen.getByRole('status', { name: 'name' }).textContent).toBe('Ali')
    expect(onRender.mock.calls.filter(([who]) => who === 'form')).toHaveLength(3)
  })

  it('renders a Controller’s field and message as useController gives them', async () => {
    const forms: UseFormReturn<{ on: boolean }>[] = []
    function Switch() {
      const form = useForm<{ on: boolean }>({ defaultValues: { on: false } })
      forms.push(form)
      return (
        <Controller
          control={form.control}
          name="on"
          render={({ field, fieldState }) => (
            <button
              type="button"
              aria-pressed={field.value}
              onClick={() => field.onChange(!field.value)}
            >
              {fieldState.error?.message ?? 'on'}
            </button>
          )}
        />
      )
    }
    render(<Switch />)
    await userEvent.click(screen.getByRole('button', { name: 'on' }))
    expect(screen.getByRole('button', { name: 'on' }).getAttribute('aria-pressed')).toBe('true')
    act(() => forms[0]!.setError('on', { message: 'no' }))
    expect(await screen.findByRole('button', { name: 'no' })).toBeTruthy()
  })
})
