/**
 * E-mail where the operator configures it, through a real SMTP server on loopback: an address is the
 * account's once its mailed link is used; log-in by address; "forgot password" mails a link that works
 * once, for 30 minutes, and ends every session; answers never say whether an account or address
 * exists; a few links an hour; the address appears in no public answer; a mail server that refuses is
 * tried again, and no request waits on it. Through the API and the pages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FakeSmtp, linkIn } from '../helpers/fake-smtp.js';
import { createMember, registerUser, type TestUser } from '../helpers/factories.js';
import { firstAttemptsMade, refusalNoted } from '../helpers/mail-outbox.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Jar, logIn, page, postForm } from '../helpers/web-forms.js';

const BASE = 'http://nametag.test';
let t: TestApp;
let smtp: FakeSmtp;
let n = 0;
const address = (tag: string) => `Person.${tag}.${++n}@Mail.Example`;

before(async () => {
  smtp = await new FakeSmtp().start();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: BASE });
});
after(async () => {
  await t?.close();
  await smtp?.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Gives the user a confirmed address through the API and the mailed link. */
async function confirmAddress(user: TestUser, email: string) {
  const set = await t.request('PUT', '/api/v1/auth/email', {
    body: { email, current_password: user.password },
    token: user.token,
  });
  assert.equal(set.status, 202, set.raw);
  const mail = await smtp.mailTo(email, (m) => m.subject.startsWith('Confirm'));
  const verified = await t.post('/api/v1/auth/email/verify', { token: tokenOf(linkIn(mail, `${BASE}/verify-email`)) });
  assert.equal(verified.status, 204, verified.raw);
}

describe('an e-mail address on the account', () => {
  it('is mailed a confirmation link, and is the account’s only once the link is used, once', async () => {
    const user = await registerUser(t);
    const email = address('confirm');
    const set = await t.request('PUT', '/api/v1/auth/email', {
      body: { email: ` ${email} `, current_password: user.password },
      token: user.token,
    });
    assert.equal(set.status, 202, set.raw);
    assert.deepEqual(set.body, { sending: true, email: null, pending: email });
    const mail = await smtp.mailTo(email);
    assert.equal(mail.subject, 'Confirm your e-mail address for Nametag');
    assert.match(mail.text, new RegExp(`@${user.name}`));
    assert.match(mail.html, /<a href="http:\/\/nametag\.test\/verify-email\?token=/);
    const token = tokenOf(linkIn(mail, `${BASE}/verify-email`));
    assert.equal((await t.get('/api/v1/auth/email', user.token)).body.email, null, 'not before the link is used');
    assert.equal((await t.post('/api/v1/auth/email/verify', { token })).status, 204);
    assert.deepEqual((await t.get('/api/v1/auth/email', user.token)).body, { sending: true, email, pending: null });
    const again = await t.post('/api/v1/auth/email/verify', { token });
    assert.equal(again.status, 400);
    assert.equal(again.body.message, 'This link was used already or has expired: ask for a new one');
  });

  it('asks for the current password (the address can reset it): none mailed without it', async () => {
    const user = await registerUser(t);
    const email = address('nopassword');
    for (const body of [{ email }, { email, current_password: 'not the password' }]) {
      const res = await t.request('PUT', '/api/v1/auth/email', { body, token: user.token });
      assert.equal(res.status, 400);
      assert.equal(res.body.details, 'current_password: not right');
    }
    await firstAttemptsMade(t);
    assert.ok(!smtp.received.some((m) => m.to.toLowerCase() === email.toLowerCase()));
  });

  it('only the newest link works: an address typed wrong before, or removed, cannot become the account’s', async () => {
    const user = await registerUser(t);
    const typo = address('typo');
    const right = address('right');
    const ask = (email: string) =>
      t.request('PUT', '/api/v1/auth/email', { body: { email, current_password: user.password }, token: user.token });
    // The first mail out before the second request: its link stops working.
    assert.equal((await ask(typo)).status, 202);
    const typoLink = linkIn(await smtp.mailTo(typo), `${BASE}/verify-email`);
    assert.equal((await ask(right)).status, 202);
    const rightLink = linkIn(await smtp.mailTo(right), `${BASE}/verify-email`);
    assert.equal((await t.post('/api/v1/auth/email/verify', { token: tokenOf(typoLink) })).status, 400);
    assert.equal((await t.post('/api/v1/auth/email/verify', { token: tokenOf(rightLink) })).status, 204);
    assert.equal((await t.get('/api/v1/auth/email', user.token)).body.email, right);
    // A link out when the address is removed does nothing afterwards.
    const later = address('later');
    await t.request('PUT', '/api/v1/auth/email', {
      body: { email: later, current_password: user.password },
      token: user.token,
    });
    const laterLink = linkIn(await smtp.mailTo(later), `${BASE}/verify-email`);
    assert.equal((await t.request('DELETE', '/api/v1/auth/email', { token: user.token })).status, 204);
    assert.equal((await t.post('/api/v1/auth/email/verify', { token: tokenOf(laterLink) })).status, 400);
    assert.equal((await t.get('/api/v1/auth/email', user.token)).body.email, null);
  });

  it('logs in with the address as well as the username (any case)', async () => {
    const user = await registerUser(t);
    const email = address('login');
    await confirmAddress(user, email);
    const byAddress = await t.post('/api/v1/auth/login', { username: email.toUpperCase(), password: user.password });
    assert.equal(byAddress.status, 200, byAddress.raw);
    assert.equal(byAddress.body.user.id, user.id);
    assert.equal((await t.post('/api/v1/auth/login', { username: email, password: 'wrong password' })).status, 401);
  });

  it('an address another account has confirmed cannot be confirmed again', async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    const email = address('shared');
    await confirmAddress(first, email);
    await t.request('PUT', '/api/v1/auth/email', {
      body: { email, current_password: second.password },
      token: second.token,
    });
    const mail = await smtp.mailTo(email, (m) => m.text.includes(`@${second.name}`));
    const res = await t.post('/api/v1/auth/email/verify', { token: tokenOf(linkIn(mail, `${BASE}/verify-email`)) });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'That address belongs to another account here');
    assert.equal((await t.get('/api/v1/auth/email', second.token)).body.email, null);
  });

  it('is never in a public answer, nor in what other accounts read', async () => {
    const user = await registerUser(t);
    const email = address('private');
    await confirmAddress(user, email);
    await createMember(t, user, { name: 'Hidden Mail' });
    const other = await registerUser(t);
    for (const res of [
      await t.get(`/api/v1/users/${user.name}`),
      await t.get(`/api/v1/users/${user.name}`, other.token),
      await t.get(`/api/v1/users/${user.name}/members`),
      await t.get('/api/v1/users/@me', user.token),
      await t.request('GET', `/@${user.name}`, { headers: { accept: 'text/html' } }),
    ]) {
      assert.equal(res.status, 200);
      assert.ok(!res.raw.toLowerCase().includes(email.toLowerCase()), res.raw.slice(0, 200));
    }
  });

  it('bad addresses and bodies are 400s a person can act on; removing it works', async () => {
    const user = await registerUser(t);
    for (const email of [
      'not an address',
      'a@b',
      '@mail.example',
      `${'x'.repeat(250)}@mail.example`,
      'Name <someone@mail.example>',
      'someone@mail.example (comment)',
      'a@b.example,c@d.example',
      'a..b@mail.example',
    ]) {
      const res = await t.request('PUT', '/api/v1/auth/email', {
        body: { email, current_password: user.password },
        token: user.token,
      });
      assert.equal(res.status, 400, email);
      assert.equal(res.body.message, 'That is not an e-mail address');
    }
    for (const body of [{}, { email: 5 }, { email: 'a@b.c', more: 1 }]) {
      assert.equal((await t.request('PUT', '/api/v1/auth/email', { body, token: user.token })).status, 400);
    }
    await confirmAddress(user, address('remove'));
    assert.equal((await t.request('DELETE', '/api/v1/auth/email', { token: user.token })).status, 204);
    assert.deepEqual((await t.get('/api/v1/auth/email', user.token)).body, {
      sending: true,
      email: null,
      pending: null,
    });
  });

  it('three confirmation mails an hour per account, then a 429', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 3; i++) {
      const res = await t.request('PUT', '/api/v1/auth/email', {
        body: { email: address('limit'), current_password: user.password },
        token: user.token,
      });
      assert.equal(res.status, 202);
      // Removing the address does not give the hour back.
      assert.equal((await t.request('DELETE', '/api/v1/auth/email', { token: user.token })).status, 204);
    }
    const fourth = await t.request('PUT', '/api/v1/auth/email', {
      body: { email: address('limit'), current_password: user.password },
      token: user.token,
    });
    assert.equal(fourth.status, 429);
    assert.match(fourth.body.message, /wait an hour/);
  });
});

describe('forgot password', () => {
  it('mails a link, by username or address, that sets a new password once and ends every session', async () => {
    const user = await registerUser(t);
    const email = address('reset');
    await confirmAddress(user, email);
    const otherSession = (await t.post('/api/v1/auth/login', { username: user.name, password: user.password })).body
      .token as string;

    const asked = await t.post('/api/v1/auth/password-reset', { login: user.name.toUpperCase() });
    assert.equal(asked.status, 202);
    const mail = await smtp.mailTo(email, (m) => m.subject === 'Set a new password for Nametag');
    const token = tokenOf(linkIn(mail, `${BASE}/reset-password`));
    const short = await t.post('/api/v1/auth/password-reset/confirm', { token, password: 'short' });
    assert.equal(short.status, 400, 'a short password uses no link');
    const done = await t.post('/api/v1/auth/password-reset/confirm', { token, password: 'a brand new password' });
    assert.equal(done.status, 200, done.raw);
    assert.equal((await t.get('/api/v1/users/@me', done.body.token)).status, 200);
    assert.equal((await t.get('/api/v1/users/@me', user.token)).status, 401);
    assert.equal((await t.get('/api/v1/users/@me', otherSession)).status, 401);
    assert.equal((await t.post('/api/v1/auth/login', { username: user.name, password: user.password })).status, 401);
    const again = await t.post('/api/v1/auth/password-reset/confirm', { token, password: 'another new password' });
    assert.equal(again.status, 400, 'a link works once');

    // By address; a link older than 30 minutes is refused.
    const before = smtp.received.length;
    await t.post('/api/v1/auth/password-reset', { login: email.toLowerCase() });
    const second = await smtp.mailTo(email, (m) => smtp.received.indexOf(m) >= before);
    t.clock.advance(31 * 60 * 1000);
    const late = await t.post('/api/v1/auth/password-reset/confirm', {
      token: tokenOf(linkIn(second, `${BASE}/reset-password`)),
      password: 'too late a password',
    });
    assert.equal(late.status, 400);
    assert.equal(late.body.message, 'This link was used already or has expired: ask for a new one');
  });

  it('answers alike whether or not the account or its address exists, and mails nobody then', async () => {
    const withoutAddress = await registerUser(t);
    const before = smtp.received.length;
    const answers = [
      await t.post('/api/v1/auth/password-reset', { login: 'nobody_by_that_name' }),
      await t.post('/api/v1/auth/password-reset', { login: 'nobody@nowhere.example' }),
      await t.post('/api/v1/auth/password-reset', { login: withoutAddress.name }),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 202);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
    await firstAttemptsMade(t);
    assert.equal(smtp.received.length, before);
  });

  it('three links an hour per account; more requests get the same answer and no mail', async () => {
    const user = await registerUser(t);
    const email = address('many');
    await confirmAddress(user, email);
    for (let i = 0; i < 5; i++) {
      assert.equal((await t.post('/api/v1/auth/password-reset', { login: user.name })).status, 202);
    }
    await smtp.mailTo(
      email,
      () =>
        smtp.received.filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.subject.startsWith('Set')).length >=
        3,
    );
    await firstAttemptsMade(t);
    assert.equal(
      smtp.received.filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.subject.startsWith('Set')).length,
      3,
    );
  });
});

describe('a mail server that refuses', () => {
  it('does not hold the request; the mail is tried again later', async () => {
    const user = await registerUser(t);
    const email = address('retry');
    smtp.refuse = 1;
    const attempts = smtp.attempts;
    const started = Date.now();
    const res = await t.request('PUT', '/api/v1/auth/email', {
      body: { email, current_password: user.password },
      token: user.token,
    });
    assert.equal(res.status, 202);
    assert.ok(Date.now() - started < 1000, 'the request does not wait on SMTP');
    const deadline = Date.now() + 10_000;
    while (smtp.attempts === attempts && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(smtp.refuse, 0, 'the first attempt was refused');
    assert.ok(!smtp.received.some((m) => m.to.toLowerCase() === email.toLowerCase()));
    // The dispatcher notes the refusal (and when to try again) once the server has answered.
    await refusalNoted(t, { email });
    t.clock.advance(61 * 1000);
    await smtp.mailTo(email);
  });
});

describe('without SMTP_URL', () => {
  it('says the server sends no mail, and the pages offer none', async () => {
    const plain = await startTestApp();
    try {
      const user = await registerUser(plain);
      assert.deepEqual((await plain.get('/api/v1/auth/email', user.token)).body, {
        sending: false,
        email: null,
        pending: null,
      });
      const set = await plain.request('PUT', '/api/v1/auth/email', {
        body: { email: 'a@b.example' },
        token: user.token,
      });
      assert.equal(set.status, 400);
      assert.equal(set.body.message, 'This server does not send e-mail');
      assert.equal((await plain.post('/api/v1/auth/password-reset', { login: user.name })).status, 400);
      // No link by e-mail: "Forgot your password?" leads to what can be done instead (newcomer-pages.test.ts).
      const login = await plain.request('GET', '/login', { headers: { accept: 'text/html' } });
      assert.ok(!login.raw.includes('Get a link by e-mail'));
      assert.match(login.raw, /<a href="\/forgot">see what else you can do<\/a>/);
      const forgot = await plain.request('GET', '/forgot', { headers: { accept: 'text/html' } });
      assert.equal(forgot.status, 200);
      assert.match(forgot.raw, /This server does not send e-mail/);
      assert.doesNotMatch(forgot.raw, /<form method="post" action="\/forgot">/);
    } finally {
      await plain.close();
    }
  });
});

describe('the pages', () => {
  it('settings set the address, the mailed link confirms it with a button, and /forgot leads to a new password', async () => {
    const user = await registerUser(t);
    const jar = await logIn(t, user);
    const email = address('pages');
    const wrong = await postForm(t, jar, '/settings', '/settings/email', { email, email_password: 'not it' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.raw, /id="f-email_password-error">That is not your current password: nothing was mailed\./);
    const bad = await postForm(t, jar, '/settings', '/settings/email', {
      email: 'nope',
      email_password: user.password,
    });
    assert.equal(bad.status, 400);
    assert.match(bad.raw, /id="f-email-error">That is not an e-mail address: check it and try again\./);
    assert.match(bad.raw, /name="email" type="text" value="nope"/, 'what was typed is kept');
    const set = await postForm(t, jar, '/settings', '/settings/email', { email, email_password: user.password });
    assert.equal(set.status, 200);
    assert.match(set.raw, /A confirmation link is on its way to/);
    const link = linkIn(await smtp.mailTo(email), `${BASE}/verify-email`);
    const path = link.slice(BASE.length);
    const opened = await page(t, new Jar(), path);
    assert.equal(opened.status, 200);
    assert.equal(opened.headers['referrer-policy'], 'no-referrer', 'the secret in the address goes nowhere');
    assert.equal((await t.get('/api/v1/auth/email', user.token)).body.email, null, 'opening the link changes nothing');
    const visitor = new Jar();
    const confirmed = await postForm(t, visitor, path, '/verify-email', { token: tokenOf(link) });
    assert.equal(confirmed.status, 200);
    assert.match(confirmed.raw, /is now your account’s address/);
    assert.equal((await t.get('/api/v1/auth/email', user.token)).body.email, email);

    const login = await page(t, new Jar(), '/login');
    assert.match(login.raw, /<a href="\/forgot">Get a link by e-mail<\/a>/);
    assert.match(login.raw, /Username or e-mail address/);
    const stranger = new Jar();
    const asked = await postForm(t, stranger, '/forgot', '/forgot', { login: email });
    assert.match(asked.raw, /If an account has that username or address and a confirmed address, a link is on its way/);
    const resetLink = linkIn(await smtp.mailTo(email, (m) => m.subject.startsWith('Set')), `${BASE}/reset-password`);
    const resetPath = resetLink.slice(BASE.length);
    const short = await postForm(t, stranger, resetPath, '/reset-password', {
      token: tokenOf(resetLink),
      password: 'x',
    });
    assert.equal(short.status, 400);
    assert.match(short.raw, /id="f-password-error"/);
    const reset = await postForm(t, stranger, resetPath, '/reset-password', {
      token: tokenOf(resetLink),
      password: 'a new page password',
    });
    assert.equal(reset.status, 303, reset.raw);
    assert.equal(reset.headers.location, '/settings?recovered=link');
    const settings = await page(t, stranger, '/settings?recovered=link');
    assert.match(settings.raw, /Your new password is set, and every other browser is logged out\./);
    assert.match(settings.raw, new RegExp(`Your address is ${email.replace(/\./g, '\\.')}`));
    assert.equal((await page(t, jar, '/settings')).status, 303, 'the other browser is logged out');
  });
});
