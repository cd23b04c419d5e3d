import { Anchor } from '@mantine/core';
import { formatPhone } from '@tradepact/shared';
import classes from './ContactLinks.module.css';

interface ContactLinksProps {
  phone: string | null | undefined;
  email: string | null | undefined;
  /** The language or locale the phone number is written for. */
  locale: string;
}

/**
 * How to reach the business that sent a contract or an invoice, from a phone: its number to call and
 * its address to write to, each a link wide enough for a thumb; nothing for what it did not give.
 */
export function ContactLinks({ phone, email, locale }: ContactLinksProps) {
  return (
    <>
      {phone && (
        <Anchor href={`tel:${phone}`} fw={400} className={classes.link}>
          {formatPhone(phone, locale)}
        </Anchor>
      )}
      {email && (
        <Anchor href={`mailto:${email}`} fw={400} className={classes.link}>
          {email}
        </Anchor>
      )}
    </>
  );
}
