import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEGAL_TEXTS, type TIdDocumentRecognition, type TIdDocumentValue } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { fetchMock, serve } from '../../tasks/test/task-fixtures';
import { FakeXhr, sent } from '../test/recognition-fixtures';
import IdDocumentReader, { type TIdDocumentValues } from './IdDocumentReader';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return {
    ...(await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init)),
    authSession: { getAccessToken: () => Promise.resolve('token-1'), refreshAccessToken: vi.fn() },
  };
});

const value = (
  field: TIdDocumentValue['field'],
  v: string,
  more: Partial<TIdDocumentValue> = {},
): TIdDocumentValue => ({
  field,
  value: v,
  confidence: 0.95,
  checked: true,
  mended: false,
  hasCheck: false,
  ...more,
});

/** An invented card as the server might read it: the number sure, the Chinese name unsure. */
const answer: TIdDocumentRecognition = {
  documentType: 'HKID',
  turnDeg: 4.2,
  durationMs: 640,
  fields: [
    value('engLastName', 'CHAN'),
    value('engFirstName', 'Tai Man'),
    value('chiName', '陳大文', { confidence: 0.5, checked: false, hasCheck: true }),
    value('idNum', 'A123456(3)', { hasCheck: true }),
    value('dateOfBirth', '1990-01-01', { hasCheck: true }),
    value('idIssuer', 'HKG', { confidence: 1 }),
  ],
};

function serveAcceptances(accepted: boolean) {
  serve({
    'GET /api/legal/acceptances': () =>
      jsonResponse(200, {
        acceptances: accepted
          ? [
              {
                text: 'ID_CARD_RECOGNITION_TERMS',
                version: LEGAL_TEXTS.ID_CARD_RECOGNITION_TERMS.version,
                acceptedAt: '2026-11-25T01:00:00.000Z',
                current: true,
              },
            ]
          : [],
      }),
    'GET /api/recognition/progress': () => jsonResponse(200, { running: false }),
  });
}

function renderReader(onAttach?: (file: File) => void) {
  const onAccept = vi.fn<(values: TIdDocumentValues) => void>();
  renderWithProviders(
    <IdDocumentReader
      fields={['engFirstName', 'engLastName', 'chiName', 'idNum', 'idIssuer']}
      current={{ engLastName: 'CHEN' }}
      onAccept={onAccept}
      onAttach={onAttach}
    />,
    { auth: testAuth(testUser({ userType: { typeCode: 'GU' } })) },
  );
  return onAccept;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'card.jpg', { type: 'image/jpeg' });
const choose = (files: File[]) =>
  fireEvent.change(screen.getByTestId('recognition-input'), { target: { files } });

async function readCard() {
  fireEvent.click(screen.getByRole('button', { name: 'Read from a photo or scan' }));
  await screen.findByText('You accepted the identity card recognition terms.');
  choose([photo()]);
  await waitFor(() => expect(sent).toHaveLength(1));
  act(() => sent[0]!.answer(200, answer));
  return screen.findByRole('list', { name: 'Values found' });
}

describe('IdDocumentReader', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    sent.length = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:card', revokeObjectURL: () => undefined }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes PNG, JPEG and PDF only, and asks for the ID-card terms before the first reading', async () => {
    serveAcceptances(false);
    renderReader();
    fireEvent.click(screen.getByRole('button', { name: 'Read from a photo or scan' }));
    await screen.findByText(/read and accept the identity card recognition terms/);
    choose([new File(['GIF89a'], 'card.gif', { type: 'image/gif' })]);
    expect(await screen.findByText(/PNG or JPEG photo, or a PDF scan/)).toBeTruthy();
    choose([photo()]);
    expect(await screen.findByRole('dialog', { name: 'Identity card recognition terms' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('proposes the values beside the picture, the unsure ones not chosen, and fills only the chosen ones', async () => {
    serveAcceptances(true);
    const onAccept = renderReader();
    const list = await readCard();
    expect(sent[0]!.url).toBe('/api/recognition/id-document');
    expect(screen.getByText('Hong Kong identity card')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The picture you chose' })).toBeTruthy();
    // Only the fields this form takes: no date of birth here.
    expect(within(list).queryByText('1990-01-01')).toBeNull();
    const row = (text: string) => within(list).getByText(text).closest('li')!;
    expect(within(row('陳大文')).getByText('Failed its check: check it')).toBeTruthy();
    expect(within(row('A123456(3)')).getByText('Passed its check')).toBeTruthy();
    expect(within(row('A123456(3)')).getByText('95 % sure')).toBeTruthy();
    expect(within(row('陳大文')).getByText('50 % sure')).toBeTruthy();
    expect(within(row('CHAN')).getByText('Replaces “CHEN”')).toBeTruthy();
    expect(within(row('陳大文')).getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    expect(screen.getByText(/1 value needs checking against the picture/)).toBeTruthy();
    fireEvent.click(within(row('Tai Man')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Fill in the chosen 3' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1));
    expect(onAccept.mock.calls[0]![0]).toEqual({ engLastName: 'CHAN', idNum: 'A123456(3)', idIssuer: 'HKG' });
    // The reader closes once the values are in.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Values found' })).toBeNull());
  });

  it('fills in all, and attaches the picture only when asked', async () => {
    serveAcceptances(true);
    const onAttach = vi.fn<(file: File) => void>();
    const onAccept = renderReader(onAttach);
    await readCard();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Also attach this picture as my identity document' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fill in all 5' }));
    await waitFor(() => expect(onAttach).toHaveBeenCalledTimes(1));
    expect(onAttach.mock.calls[0]![0].name).toBe('card.jpg');
    expect(Object.keys(onAccept.mock.calls[0]![0])).toHaveLength(5);
  });

  it('says why a file was refused: an animated picture', async () => {
    serveAcceptances(true);
    const onAccept = renderReader();
    fireEvent.click(screen.getByRole('button', { name: 'Read from a photo or scan' }));
    await screen.findByText('You accepted the identity card recognition terms.');
    choose([photo()]);
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() =>
      sent[0]!.answer(415, {
        code: '38001',
        message: 'This file type is not supported.',
        details: [{ field: 'file', reason: 'ANIMATED', message: '' }],
      }),
    );
    expect(await screen.findByText(/This is a moving picture/)).toBeTruthy();
    expect(onAccept).not.toHaveBeenCalled();
  });
});
