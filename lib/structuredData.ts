import type { BlogPost } from './content/blogs';
import type { SiteConfig } from './content/site';

/** schema.org data for search engines. Every builder returns a plain object for JsonLd. */

const absolute = (site: SiteConfig, path: string) => new URL(path, site.siteUrl).toString();

export function educationalOrganization(site: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: site.product,
    slogan: site.tagline,
    description: site.description,
    url: site.siteUrl,
    logo: absolute(site, '/icon.svg'),
    email: site.supportEmail,
    telephone: site.phone.replace(/\s/g, ''),
    address: { '@type': 'PostalAddress', streetAddress: site.map.address, addressCountry: 'IN' },
    sameAs: [site.social.instagram, site.social.youtube, site.social.facebook],
  };
}

export function faqPage(faqs: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function course(site: SiteConfig, { name, description, path }: { name: string; description: string; path: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    url: absolute(site, path),
    provider: { '@type': 'EducationalOrganization', name: site.product, sameAs: site.siteUrl },
  };
}

export function blogPosting(site: SiteConfig, post: BlogPost) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.createdAt,
    url: absolute(site, `/blogs/${post.id}`),
    image: post.image ? absolute(site, `/uploads/${post.image}`) : undefined,
    author: { '@type': 'Organization', name: site.product },
    publisher: { '@type': 'Organization', name: site.product, logo: { '@type': 'ImageObject', url: absolute(site, '/icon.svg') } },
  };
}

export function breadcrumbList(site: SiteConfig, trail: { label: string; href?: string }[], currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(site, crumb.href ?? currentPath),
    })),
  };
}
