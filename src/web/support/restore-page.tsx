/** The page that asks whether to restore a deleted account a log-in proved (password or linked account). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dayOf } from '../../i18n/days.js';
import type { RestoreOffer } from '../../modules/login/account-restore.js';
import { RestorePage } from '../views/account-pages.js';
import type { PageSender } from './page-sender.js';

export function sendRestorePage(pages: PageSender, request: FastifyRequest, reply: FastifyReply, offer: RestoreOffer) {
  reply.header('cache-control', 'private, no-store');
  return pages.send(
    request,
    reply,
    { title: pages.messages(request).t('restore.title'), url: pages.address(request, '/login') },
    <RestorePage
      csrf={reply.generateCsrf()}
      ticket={offer.ticket}
      until={dayOf(pages.messages(request).locale, offer.until)}
    />,
  );
}
