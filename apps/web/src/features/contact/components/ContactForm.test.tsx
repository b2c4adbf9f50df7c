import { ACCOUNT_API, MESSAGES } from '@courtside/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { ContactForm } from './ContactForm';

function handleContact(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.contact), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const FIELDS = {
  name: /^Name/,
  team: /^Organization/,
  email: /^Email/,
  phone: /^Phone/,
  message: /^Message/,
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function renderForm() {
  renderWithSession([{ path: '/', element: <ContactForm /> }]);
  await screen.findByRole('form', { name: 'Contact form' });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function fillRequired(typist: ReturnType<typeof userEvent.setup>) {
  await typist.type(field(FIELDS.name), 'Pat Coach');
  await typist.type(field(FIELDS.team), 'State University');
  await typist.type(field(FIELDS.email), 'pat@state.edu');
  await typist.type(field(FIELDS.message), 'We would like a team account.');
}

describe('ContactForm', () => {
  it('has the five fields, the required note, and "Fill Required Fields" while invalid', async () => {
    await renderForm();
    expect(screen.getByText(MESSAGES.contact.requiredNote)).toBeInTheDocument();
    for (const name of Object.values(FIELDS)) expect(field(name)).toBeInTheDocument();
    expect(field(FIELDS.team)).toHaveAccessibleName('Organization');
    expect(field(FIELDS.phone)).not.toBeRequired();
    expect(field(FIELDS.message)).toBeRequired();
    const submit = screen.getByRole('button', { name: MESSAGES.contact.submitInvalid });
    expect(submit).toBeDisabled();
  });

  it('marks a field valid or invalid only after the user leaves it', async () => {
    const typist = await renderForm();
    const email = field(FIELDS.email);
    await typist.type(email, 'pat@');
    expect(email).not.toHaveClass('is-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await typist.tab();
    expect(email).toHaveClass('is-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await typist.type(email, 'state.edu');
    expect(email).toHaveClass('is-valid');
    expect(field(FIELDS.name)).not.toHaveClass('is-valid');
    expect(field(FIELDS.name)).not.toHaveClass('is-invalid');

    await typist.click(field(FIELDS.name));
    await typist.tab();
    expect(field(FIELDS.name)).toHaveClass('is-invalid');
    await typist.type(field(FIELDS.name), '   ');
    expect(field(FIELDS.name)).toHaveClass('is-invalid');
  });

  it('sends, shows success for 11 s and resets the fields and touched flags', async () => {
    let release: () => void = () => {};
    const bodies = handleContact(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json({ msg: MESSAGES.contact.success }));
        }),
    );
    const typist = await renderForm();
    await fillRequired(typist);
    await typist.type(field(FIELDS.phone), '555-0100');
    const submit = screen.getByRole('button', { name: MESSAGES.contact.submitValid });
    expect(submit).toBeEnabled();
    await typist.click(submit);

    expect(screen.getByRole('button', { name: MESSAGES.contact.submitSending })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText(MESSAGES.contact.success)).toHaveClass('alert-success');
    expect(bodies).toEqual([
      {
        name: 'Pat Coach',
        team: 'State University',
        email: 'pat@state.edu',
        phone: '555-0100',
        message: 'We would like a team account.',
      },
    ]);
    for (const name of Object.values(FIELDS)) {
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveClass('is-valid');
      expect(field(name)).not.toHaveClass('is-invalid');
      expect(field(name)).toHaveAttribute('aria-invalid', 'false');
    }
    expect(screen.getByRole('button', { name: MESSAGES.contact.submitInvalid })).toBeDisabled();

    act(() => vi.advanceTimersByTime(10_800));
    expect(screen.getByText(MESSAGES.contact.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(MESSAGES.contact.success)).not.toBeInTheDocument();
  });

  it("shows a failure's msg in a danger banner for 11 s and keeps what was typed", async () => {
    handleContact(() => HttpResponse.json({ msg: 'Too many messages.' }, { status: 429 }));
    const typist = await renderForm();
    await fillRequired(typist);
    await typist.click(screen.getByRole('button', { name: MESSAGES.contact.submitValid }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages.');
    expect(field(FIELDS.message)).toHaveValue('We would like a team account.');
    act(() => vi.advanceTimersByTime(10_800));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how long to wait when the server answers 429 with Retry-After', async () => {
    handleContact(() =>
      HttpResponse.json(
        { msg: 'Too many requests. Please wait a minute and try again.' },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    const typist = await renderForm();
    await fillRequired(typist);
    await typist.click(screen.getByRole('button', { name: MESSAGES.contact.submitValid }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 10 minutes.',
    );
  });

  it('falls back to "Something went wrong. Please try again." without a msg', async () => {
    handleContact(() => HttpResponse.error());
    const typist = await renderForm();
    await fillRequired(typist);
    await typist.click(screen.getByRole('button', { name: MESSAGES.contact.submitValid }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contact.failureFallback);
  });
});
