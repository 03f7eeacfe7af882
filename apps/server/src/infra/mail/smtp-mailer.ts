import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Real delivery over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). Nothing is kept locally. */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
