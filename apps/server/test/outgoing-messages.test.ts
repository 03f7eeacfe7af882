import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../src/infra/mail/smtp-mailer';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';
import { createTestApp, type TestApp } from './test-app';

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('mail', () => {
  it('keeps mail in the outbox by default and shows it, escaped, at /dev/outbox', async () => {
    expect(t.ctx.mailer.transport).toBe('outbox');
    await t.ctx.mailer.send({ to: 'ann@example.com', subject: 'Your code', text: 'Code 123456 <b>now</b>' });
    const [row] = await t.ctx.outbox.latest(1, 'ann@example.com');
    expect(row).toMatchObject({
      channel: 'email',
      subject: 'Your code',
      body: 'Code 123456 <b>now</b>',
      transport: 'outbox',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Code 123456 &#60;b&#62;now&#60;/b&#62;');
    const json = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json&to=ann@example.com' });
    expect(json.json().data[0].recipient).toBe('ann@example.com');
  });

  it('delivers over SMTP when SMTP_URL is set', async () => {
    const mailer = new SmtpMailer(inbox.url, 'Mingle <no-reply@mingle.test>');
    await mailer.send({ to: 'Bob@Example.com', subject: 'Welcome', text: 'Hello Bob' });
    const mail = await inbox.waitFor('bob@example.com');
    expect(mail).toMatchObject({ subject: 'Welcome', text: 'Hello Bob\n' });
    await mailer.close();
  });

  it('uses SMTP from the config when SMTP_URL is set', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: inbox.url } });
    try {
      expect(smtp.ctx.mailer.transport).toBe('smtp');
      await smtp.ctx.mailer.send({ to: 'cy@example.com', subject: 'Hi', text: 'via config' });
      expect((await inbox.waitFor('cy@example.com')).subject).toBe('Hi');
      expect(await smtp.ctx.outbox.latest(10, 'cy@example.com')).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe('text messages', () => {
  it('keep SMS and WhatsApp messages in the outbox by default', async () => {
    await t.ctx.sms.send({ to: '+4915112345678', channel: 'whatsapp', text: 'Your Mingle code is 654321' });
    const [row] = await t.ctx.outbox.latest(1, '+4915112345678');
    expect(row).toMatchObject({
      channel: 'whatsapp',
      body: 'Your Mingle code is 654321',
      transport: 'outbox',
    });
  });
});

describe('/dev/outbox in production', () => {
  it('does not exist', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.json().code).toBe(10404);
    } finally {
      await prod.close();
    }
  });
});
