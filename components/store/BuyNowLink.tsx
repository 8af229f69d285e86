import { ExternalLink } from '@/components/ui/ExternalLink';
import { getSiteConfig, whatsappHref } from '@/lib/content/site';
import { formatRupees } from '@/lib/format';

/**
 * There is no purchase API: Buy Now opens a WhatsApp chat with the institute, prefilled with the
 * product and its price, in a new tab. The same everywhere in the store.
 */
export function BuyNowLink({ name, price, className }: { name: string; price: number; className?: string }) {
  const site = getSiteConfig();
  const message = `Hello ${site.product}, I would like to buy "${name}" (${formatRupees(price)}).`;
  return (
    <ExternalLink href={whatsappHref(site.phone, message)} className={className} newTabHint={`for ${name} (opens WhatsApp in a new tab)`}>
      Buy Now
    </ExternalLink>
  );
}
