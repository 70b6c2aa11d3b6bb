import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  messageId: string;
  subject: string;
  to: string[];
  /** When the server answered 250 to the message's data (Date.now()). */
  acceptedAt: number;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what was received. */
  restart(): Promise<void>;
}

/** The header value, with folded continuation lines joined. */
export function readHeader(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}

/** A real SMTP server on a random loopback port that records every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          received.push({
            raw,
            to,
            messageId: readHeader(raw, 'Message-ID'),
            subject: readHeader(raw, 'Subject'),
            acceptedAt: Date.now(),
          });
          callback();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  let server = create();
  const port = await listen(server, 0);
  return {
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = create();
      await listen(server, port);
    },
  };
}
