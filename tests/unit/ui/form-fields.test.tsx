import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { checkedField, emailField, passwordsMatch, requiredText } from '@/lib/member-fields';
import { FormCheckbox, FormTextArea, FormTextField } from '@/ui/form-fields';
import { FormSelect } from '@/ui/form-select';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const schema = z
  .object({
    email: emailField({ required: 'Email is required.', invalid: 'Not an e-mail address.' }),
    note: requiredText({ required: 'Note is required.', tooLong: 'Note is too long.' }, 20),
    password: z.string(),
    passwordCheck: z.string(),
    agree: checkedField({ required: 'Please agree.' }),
    size: z.string().check(z.minLength(1, 'Choose a size.')),
  })
  .check(passwordsMatch('Passwords do not match.'));
type Form = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const empty: Form = {
  email: '',
  note: '',
  password: '',
  passwordCheck: '',
  agree: false,
  size: '',
};

/** A form of every adapter; `form` is its react-hook-form API, `onValid` gets what it submits. */
function renderForm(defaultValues: Partial<Form> = {}, onEmailChange?: (value: string) => void) {
  const onValid = vi.fn<(values: Values) => void>();
  const ref: { form?: UseFormReturn<Form, unknown, Values> } = {};
  function Harness() {
    const form = useForm<Form, unknown, Values>({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: { ...empty, ...defaultValues },
    });
    ref.form = form;
    const { control } = form;
    return (
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          isRequired
          onChange={onEmailChange}
        />
        <FormTextArea control={control} name="note" label="Note" rows={3} />
        <FormTextField control={control} name="password" label="Password" deps="passwordCheck" />
        <FormTextField control={control} name="passwordCheck" label="Confirm" />
        <FormCheckbox control={control} name="agree">
          I agree
        </FormCheckbox>
        <FormSelect
          control={control}
          name="size"
          label="Size"
          placeholder="None"
          options={[
            { value: 's', label: 'Small' },
            { value: 'm', label: 'Medium' },
          ]}
        />
        <button type="submit">Send</button>
      </form>
    );
  }
  render(<Harness />);
  return { form: () => ref.form!, onValid };
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('FormTextField', () => {
  it('passes the DOM name and isRequired, and the value flows both ways', async () => {
    const user = userEvent.setup();
    const { form } = renderForm({ email: 'a@b.co' });
    const input = textbox('Email');
    expect(input.name).toBe('email');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(textbox('Note').getAttribute('aria-required')).toBeNull();
    expect(input.value).toBe('a@b.co');

    await user.clear(input);
    await user.type(input, 'x@y.kr');
    expect(form().getValues('email')).toBe('x@y.kr');

    act(() => form().setValue('email', 'from@outside.kr'));
    expect(input.value).toBe('from@outside.kr');
  });

  it('shows the schema’s message once the field is left, linked to the field, until it is right', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = textbox('Email');
    await user.click(input);
    expect(screen.queryByText('Email is required.')).toBeNull();
    await user.tab();
    const message = await screen.findByText('Email is required.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);

    await user.type(input, 'a@b');
    expect(await screen.findByText('Not an e-mail address.')).toBeTruthy();
    await user.type(input, '.co');
    await waitFor(() => expect(screen.queryByText('Not an e-mail address.')).toBeNull());
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('hands its input to the form: a failed submit focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const { onValid } = renderForm();
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await waitFor(() => expect(document.activeElement).toBe(textbox('Email')));
    expect(screen.getByText('Email is required.')).toBeTruthy();
    await user.type(textbox('Email'), 'a@b.co');
    await user.click(send);
    // The text area's too.
    await waitFor(() => expect(document.activeElement).toBe(textbox('Note')));
    expect(screen.getByText('Note is required.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('tells its own onChange after the form has the value', async () => {
    const user = userEvent.setup();
    let seen: string | undefined;
    const { form } = renderForm({}, (value) => {
      seen = `${value}|${form().getValues('email')}`;
    });
    await user.type(textbox('Email'), 'a');
    expect(seen).toBe('a|a');
  });

  it('validates its deps again when it changes', async () => {
    const user = userEvent.setup();
    renderForm({ password: 'Abcd123!' });
    // In 'onTouched' mode a field validates (and its deps) on change once it has been left.
    await user.click(textbox('Password'));
    await user.tab();
    await user.type(textbox('Confirm'), 'Abcd123!');
    await user.tab();
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
    await user.type(textbox('Password'), 'x');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(textbox('Confirm').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('FormTextArea', () => {
  it('is a named textarea whose value flows both ways and which shows the schema’s message', async () => {
    const user = userEvent.setup();
    const { form } = renderForm({ note: 'Hello' });
    const textarea = textbox('Note');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('name')).toBe('note');
    expect(textarea.getAttribute('rows')).toBe('3');
    expect(textarea.value).toBe('Hello');
    await user.clear(textarea);
    await user.tab();
    expect(await screen.findByText('Note is required.')).toBeTruthy();
    expect(form().getValues('note')).toBe('');
    act(() => form().setValue('note', 'Again'));
    expect(textarea.value).toBe('Again');
  });
});

describe('FormCheckbox', () => {
  it('is named, passes its value both ways and shows its error under it, described by it', async () => {
    const user = userEvent.setup();
    const { form } = renderForm();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' });
    expect(box.name).toBe('agree');
    await user.click(box);
    expect(form().getValues('agree')).toBe(true);
    expect(screen.queryByText('Please agree.')).toBeNull();
    // Toggled is touched: unchecking it again tells why at once.
    await user.click(box);
    const message = await screen.findByText('Please agree.');
    expect(box.getAttribute('aria-describedby')).toBe(message.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    act(() => form().setValue('agree', true));
    expect(box.checked).toBe(true);
  });
});

describe('FormSelect', () => {
  it('passes its value both ways and shows the schema’s message', async () => {
    const user = userEvent.setup();
    const { form } = renderForm({ email: 'a@b.co', note: 'n', agree: true });
    const trigger = screen.getByRole('button', { name: /Size/ });
    expect(trigger.textContent).toContain('None');
    expect(document.querySelector('[name="size"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a size.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Medium' }));
    expect(form().getValues('size')).toBe('m');
    await waitFor(() => expect(screen.queryByText('Choose a size.')).toBeNull());

    act(() => form().setValue('size', 's'));
    expect(trigger.textContent).toContain('Small');
  });

  it('submits the schema’s output once every field is right', async () => {
    const user = userEvent.setup();
    const { onValid } = renderForm({ email: ' a@b.co ', note: ' n ', agree: true, size: 's' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      email: 'a@b.co',
      note: 'n',
      password: '',
      passwordCheck: '',
      agree: true,
      size: 's',
    });
  });
});
