import nodemailer from 'nodemailer';
import type { Transport } from './outbox.ts';

export function smtpTransport(url: string | undefined, from: string): Transport {
  if (!url) return null;
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
  };
}
