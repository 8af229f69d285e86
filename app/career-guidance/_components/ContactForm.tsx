'use client';

import { useState, type FormEvent } from 'react';
import { contactMailto } from './contactMail';
import styles from './ContactForm.module.css';

/**
 * The career-guidance contact form. The spec gives it no handler, so it never posts anywhere:
 * Send opens the visitor's mail app with a message to the support address, prefilled from the
 * fields, and the form keeps what was typed.
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const [mailto, setMailto] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const href = contactMailto(supportEmail, {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    });
    setMailto(href);
    window.location.href = href;
  };

  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} aria-describedby="contact-note">
      <p id="contact-note" className={styles.note}>
        Pressing Send opens your e-mail app with this message addressed to {supportEmail}. Nothing is sent from this page.
      </p>
      <div className={styles.field}>
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={5} />
      </div>
      <button type="submit" className="button button-primary">
        Send
      </button>
      <p className={styles.status} role="status">
        {mailto && (
          <>
            Your e-mail app should open with the message. If it did not, <a href={mailto}>open the prefilled e-mail</a> or write to{' '}
            {supportEmail}.
          </>
        )}
      </p>
    </form>
  );
}
