import { FaFacebook, FaInstagram, FaYoutube } from 'react-icons/fa';
import { getSiteConfig } from '@/lib/content/site';
import { ExternalLink } from '@/components/ui/ExternalLink';

const NETWORKS = {
  instagram: { label: 'Instagram', Icon: FaInstagram },
  youtube: { label: 'YouTube', Icon: FaYoutube },
  facebook: { label: 'Facebook', Icon: FaFacebook },
} as const;

type Network = keyof typeof NETWORKS;

/** The institute's social profiles as list items (the caller owns the list), each opening in a new tab. */
export function SocialLinks({ networks, linkClassName }: { networks: Network[]; linkClassName?: string }) {
  const { social } = getSiteConfig();
  return networks.map((network) => {
    const { label, Icon } = NETWORKS[network];
    return (
      <li key={network}>
        <ExternalLink href={social[network]} className={linkClassName}>
          <Icon aria-hidden="true" /> {label}
        </ExternalLink>
      </li>
    );
  });
}
