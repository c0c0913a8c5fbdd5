import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import ContactUsPage from './ContactUsPage';

const sendMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) =>
    (typeof input === 'string' ? input : '').startsWith('/api/config')
      ? Promise.resolve(jsonResponse(200, { supportEmail: 'support@example.hk', version: '1.0.0' }))
      : sendMock(input, init),
  ),
);

function setup() {
  renderWithProviders(<ContactUsPage />, { route: '/pages/contact-us', path: '/pages/contact-us' });
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const fill = (entries: Record<string, string>) => {
    for (const [label, value] of Object.entries(entries))
      fireEvent.change(field(label), { target: { value } });
  };
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  return { field, fill, send };
}

const MARY = {
  'Your name': '  Mary Chan ',
  'E-mail address': 'mary.chan@example.hk',
  Message: 'Hello,\nplease call me back.',
};

function sentBody() {
  const [url, init] = sendMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/support/contact');
  expect(init?.method).toBe('POST');
  return JSON.parse(init?.body as string) as unknown;
}

describe('ContactUsPage: the contact form', () => {
  beforeEach(() => {
    sendMock.mockReset();
  });

  it('has a labelled form with a live character count', () => {
    const { field, fill } = setup();
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeDefined();
    for (const label of ['Your name', 'E-mail address', 'Company (optional)', 'Message']) {
      expect(screen.getByRole('textbox', { name: label })).toBeDefined();
    }
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message').getAttribute('rows')).toBe('6');
    expect(screen.getByText('0 / 5000')).toBeDefined();
    fill({ Message: 'Hello' });
    expect(screen.getByText('5 / 5000')).toBeDefined();
  });

  it('keeps the spam trap out of reach: off the Tab order and hidden from the accessibility tree', () => {
    setup();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const trap = screen.getByLabelText<HTMLInputElement>('Leave this field empty');
    expect(trap.name).toBe('website');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(getComputedStyle(trap).display).not.toBe('none');
  });

  it('refuses an empty message and a bad e-mail address before calling the server', async () => {
    const { fill, send, field } = setup();
    fill({ 'Your name': 'Mary Chan', 'E-mail address': 'mary.chan', Message: '   ' });
    send();
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com.')).toBeDefined();
    expect(screen.getByText('Enter your message.')).toBeDefined();
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    fill({ Message: 'x'.repeat(5001) });
    send();
    expect(await screen.findByText('The message can be at most 5000 characters.')).toBeDefined();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed values without an empty company, then confirms and can start again', async () => {
    let answer: (response: Response) => void = () => undefined;
    sendMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { fill, send, field } = setup();
    fill(MARY);
    send();

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending…' });
    expect(busy.disabled).toBe(true);
    expect(field('Your name').disabled).toBe(true);
    await waitFor(() => expect(sendMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({
      name: 'Mary Chan',
      email: 'mary.chan@example.hk',
      message: 'Hello,\nplease call me back.',
      website: '',
    });

    answer(jsonResponse(200, { accepted: true }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeDefined();
    expect(
      screen.getByText('Thank you — your message has been sent. We reply within one working day.'),
    ).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Your name').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('sends the company when there is one', async () => {
    sendMock.mockResolvedValue(jsonResponse(200, { accepted: true }));
    const { fill, send } = setup();
    fill({ ...MARY, 'Company (optional)': ' Harbour Ltd ' });
    send();
    await waitFor(() => expect(sendMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ company: 'Harbour Ltd', website: '' });
  });

  it("shows the server's message above the button when there were too many requests", async () => {
    sendMock.mockResolvedValue(
      jsonResponse(429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again in 5 minutes.',
        retryAfterSeconds: 300,
      }),
    );
    const { fill, send, field } = setup();
    fill(MARY);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
    await waitFor(() => expect(field('Your name').disabled).toBe(false));
    expect(field('Message').value).toBe(MARY.Message);
  });

  it("puts the server's validation message under the field it names", async () => {
    sendMock.mockResolvedValue(
      jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'company: too long', field: 'company' }),
    );
    const { fill, send, field } = setup();
    fill(MARY);
    send();
    expect(await screen.findByText('company: too long')).toBeDefined();
    expect(field('Company (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the portal cannot be reached', async () => {
    sendMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { fill, send } = setup();
    fill(MARY);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The portal cannot be reached. Check your connection and try again.',
    );
  });
});
