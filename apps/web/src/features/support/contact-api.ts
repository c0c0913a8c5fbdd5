import type { TContactRequest } from '@portal/domain';
import { http } from '../../api/http';

// Apart from api.ts, whose public-config query the app shell loads up front: this call belongs to
// the contact-us page's own chunk only.

/** The server's answer once it has taken a contact message. */
interface TContactAccepted {
  accepted: true;
}

/** POST /api/support/contact: the contact-us form; the server mails it to the support address. */
export function sendContactMessage(body: TContactRequest): Promise<TContactAccepted> {
  return http.request<TContactAccepted>('/api/support/contact', { method: 'POST', body, auth: false });
}
