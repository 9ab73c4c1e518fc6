/**
 * The mail Nametag sends, in text and HTML: one function per message, so the languages issue can move
 * each into the catalogues. Values are escaped for the HTML part.
 */
export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(recipient: string, subject: string, lines: string[], link: { text: string; url: string }): OutgoingMail {
  const text = [...lines, '', `${link.text}: ${link.url}`, '', 'Nametag'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(link.url)}">${escape(link.text)}</a></p>`,
    `<p style="color: #5c6370">${escape(link.url)}</p>`,
    '</body></html>',
  ].join('\n');
  return { recipient, subject, text, html };
}

export function verifyAddressMail(recipient: string, username: string, url: string): OutgoingMail {
  return mail(
    recipient,
    'Confirm your e-mail address for Nametag',
    [
      `Someone (we hope you) asked to use this address for the Nametag account @${username}.`,
      'Confirm it within a day with the link below. If it was not you, do nothing: the address is not used.',
    ],
    { text: 'Confirm the address', url },
  );
}

export function resetPasswordMail(recipient: string, username: string, url: string): OutgoingMail {
  return mail(
    recipient,
    'Set a new password for Nametag',
    [
      `Someone (we hope you) asked to set a new password for the Nametag account @${username}.`,
      'The link below works once, for 30 minutes; using it logs out every browser where the account is signed in.',
      'If it was not you, do nothing: your password stays as it is.',
    ],
    { text: 'Set a new password', url },
  );
}
