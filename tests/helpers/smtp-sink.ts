// A real SMTP server on a free port of 127.0.0.1 for the tests and benchmarks that deliver over SMTP (the smtp-server
// package): no TLS, no sign-in. `answer` hears each whole message; an error it returns refuses that message.
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export async function startSmtpSink(answer: (message: string, session: SMTPServerSession) => Error | void) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let message = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (message += chunk));
      stream.on('end', () => {
        const refusal = answer(message, session);
        if (refusal instanceof Error) callback(refusal);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return { smtp, port: (smtp.server.address() as { port: number }).port };
}
