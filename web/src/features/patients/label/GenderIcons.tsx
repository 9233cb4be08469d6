import Box from '@cloudscape-design/components/box';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';

// The biological and identified gender as the genders catalogues' symbols (♂ ♀ ⚥ ⚧ ...), each
// with its name for screen readers and as a tooltip.

function GenderIcon({ catalogue, id, kind }: { catalogue: string; id: string | null; kind: string }) {
  const list = useReferenceCatalogue(catalogue);
  const item = id ? list.items.find((entry) => entry.id === id) : undefined;
  if (!item) return null;
  const name = `${kind}: ${item.name}`;
  return (
    <span title={name} role="img" aria-label={name} data-testid={`gender-${kind.toLowerCase().replace(' ', '-')}`}>
      {item.icon ?? item.code}
    </span>
  );
}

export function GenderIcons({ biological, identified }: { biological: string | null; identified: string | null }) {
  return (
    <Box variant="span" fontSize="heading-s">
      <GenderIcon catalogue="biological_genders" id={biological} kind="Biological gender" />{' '}
      <GenderIcon catalogue="identified_genders" id={identified} kind="Identified gender" />
    </Box>
  );
}
