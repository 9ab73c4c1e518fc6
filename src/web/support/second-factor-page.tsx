/** The log-in's second step as a page: after the password step of an account with two-factor log-in on. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../views/form-controls.js';
import { SecondFactorPage } from '../views/two-factor-pages.js';
import type { PageSender } from './page-sender.js';

export function sendSecondFactorPage(
  pages: PageSender,
  request: FastifyRequest,
  reply: FastifyReply,
  step: {
    ticket: string;
    username: string;
    methods: readonly string[];
    message?: string | null;
    errors?: FieldErrors;
    status?: number;
  },
) {
  reply.header('cache-control', 'private, no-store');
  return pages.send(
    request,
    reply,
    { title: pages.messages(request).t('twoFactor.step.title'), url: pages.address(request, '/login') },
    <SecondFactorPage
      csrf={reply.generateCsrf()}
      ticket={step.ticket}
      username={step.username}
      totp={step.methods.includes('totp')}
      passkey={step.methods.includes('passkey')}
      message={step.message ?? null}
      errors={step.errors ?? {}}
      scripts={[pages.assets.url('webauthn.js'), pages.assets.url('two-factor.js')]}
    />,
    { status: step.status ?? 200 },
  );
}
