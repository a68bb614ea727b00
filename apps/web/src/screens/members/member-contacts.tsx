// The API sends contact details to signed-in members only.
import { Button } from '@kubm/ui/button';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { type RowAction, RowActionsMenu } from '../../components/row-actions-menu';
import { telHref, whatsAppHref } from '../../lib/phone';

export interface ContactDetails {
  name: string;
  phone?: string | null;
  email?: string | null;
}

interface Contact {
  kind: 'tel' | 'whatsapp' | 'mail';
  href: string;
  label: string;
  icon: typeof Phone;
}

export function contactsOf(member: ContactDetails): Contact[] {
  const contacts: Contact[] = [];
  const tel = telHref(member.phone);
  const whatsApp = whatsAppHref(member.phone);
  const email = member.email?.trim();
  if (tel) contacts.push({ kind: 'tel', href: tel, label: 'Hubungi', icon: Phone });
  if (whatsApp) contacts.push({ kind: 'whatsapp', href: whatsApp, label: 'WhatsApp', icon: MessageCircle });
  if (email) contacts.push({ kind: 'mail', href: `mailto:${email}`, label: 'E-mel', icon: Mail });
  return contacts;
}

function ContactButton({ contact, name }: { contact: Contact; name: string }) {
  const Icon = contact.icon;
  return (
    <Button asChild variant="ghost" size="icon" className="size-11 text-primary">
      <a
        href={contact.href}
        aria-label={`${contact.label} ${name}`}
        {...(contact.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Icon aria-hidden="true" className="size-5" />
      </a>
    </Button>
  );
}

export function ContactButtons({ member }: { member: ContactDetails }) {
  const contacts = contactsOf(member);
  if (contacts.length === 0) return null;
  return (
    <div className="flex items-center gap-1">
      {contacts.map((contact) => (
        <ContactButton key={contact.kind} contact={contact} name={member.name} />
      ))}
    </div>
  );
}

/** Narrow screens: WhatsApp (else the call) as one tap, all ways with words under ⋯. */
export function ContactMenu({ member }: { member: ContactDetails }) {
  const contacts = contactsOf(member);
  const first = contacts.find((contact) => contact.kind === 'whatsapp') ?? contacts[0];
  if (!first) return null;
  const actions: RowAction[] = contacts.map((contact) => ({
    label: contact.label,
    icon: contact.icon,
    href: contact.href,
    external: contact.kind === 'whatsapp',
  }));
  return (
    <>
      <ContactButton contact={first} name={member.name} />
      <RowActionsMenu label={`Tindakan untuk ${member.name}`} actions={actions} />
    </>
  );
}
