// A real SMTP server in a process of its own: `node smtp-server.mjs <mail file> <user:password>`. Every message it
// accepts is parsed and the whole list written to <mail file> as JSON (what e2e/helpers/received-mail.ts
// reads); tells its parent the port.
import { renameSync, writeFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [mailFile, credentials] = process.argv.slice(2);
const [user, password] = credentials.split(':');
const received = [];
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

function save() {
  const next = `${mailFile}.next`;
  writeFileSync(next, JSON.stringify(received));
  renameSync(next, mailFile);
}

const server = new SMTPServer({
  // Like a mail provider: only the app's user and password may send (over loopback, without TLS).
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, session, callback) {
    if (auth.username === user && auth.password === password) callback(null, { user });
    else callback(new Error('Invalid username or password'));
  },
  logger: false,
  async onData(stream, session, callback) {
    try {
      const mail = await simpleParser(stream);
      const text = mail.text ?? '';
      for (const { address } of session.envelope.rcptTo) {
        received.push({
          id: received.length + 1,
          to: address,
          subject: mail.subject ?? '',
          text,
          links: text.match(URL_IN_TEXT) ?? [],
        });
      }
      save();
      callback();
    } catch (error) {
      callback(error);
    }
  },
});

save();
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
