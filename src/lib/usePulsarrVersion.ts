import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The Pulsarr release the specification's docs (0.6.4) describe, from the site config's customFields. */
export function usePulsarrVersion(): string {
  const { siteConfig } = useDocusaurusContext();
  const version = siteConfig.customFields?.pulsarrVersion;
  if (typeof version !== 'string') {
    throw new Error('customFields.pulsarrVersion is missing from docusaurus.config.ts');
  }
  return version;
}
