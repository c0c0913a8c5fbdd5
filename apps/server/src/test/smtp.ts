import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export interface TTestSmtp {
  url: string;
  received: Email[];
  /** While true, the server answers every message with a temporary failure (451). */
  failing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps and parses what it receives. */
export async function startTestSmtp(): Promise<TTestSmtp> {
  const port = await freePort();
  const state: TTestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    failing: false,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            state.received.push(email);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
