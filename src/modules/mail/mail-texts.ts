/**
 * The mail Nametag sends, in text and HTML, in the recipient's language: one function per message,
 * its words from the catalogues. Values are escaped for the HTML part.
 */
import type { Translator } from '../../i18n/translator.js';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(
  messages: Translator,
  recipient: string,
  subject: string,
  lines: string[],
  link: { text: string; url: string },
): OutgoingMail {
  const text = [...lines, '', link.text, link.url, '', 'Nametag'].join('\n');
  const html = [
    `<!doctype html><html lang="${escape(messages.locale)}" dir="${messages.dir}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(link.url)}">${escape(link.text)}</a></p>`,
    `<p style="color: #5c6370">${escape(link.url)}</p>`,
    '</body></html>',
  ].join('\n');
  return { recipient, subject, text, html };
}

export function verifyAddressMail(
  messages: Translator,
  recipient: string,
  username: string,
  url: string,
): OutgoingMail {
  const { t } = messages;
  return mail(
    messages,
    recipient,
    t('mail.verify.subject'),
    [t('mail.verify.asked', { username }), t('mail.verify.within')],
    { text: t('mail.verify.link'), url },
  );
}

export function resetPasswordMail(
  messages: Translator,
  recipient: string,
  username: string,
  url: string,
): OutgoingMail {
  const { t } = messages;
  return mail(
    messages,
    recipient,
    t('mail.reset.subject'),
    [t('mail.reset.asked', { username }), t('mail.reset.once'), t('mail.reset.notYou')],
    { text: t('mail.reset.link'), url },
  );
}
