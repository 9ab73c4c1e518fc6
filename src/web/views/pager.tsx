/** A search box and page links for a long list (support/paging.ts), as plain GET forms and links. */
import { useMessages } from './messages.js';
import { PAGE_SIZE, type Paged } from './paging.js';

/** The address of a page of the list: `base` with the search and page parameters (`prefix` names them). */
function pageUrl(base: string, prefix: string, query: string, page: number, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  if (query) params.set(`${prefix}q`, query);
  if (page > 1) params.set(`${prefix}page`, String(page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

export function ListSearch({
  paged,
  base,
  prefix,
  label,
  anchor,
  keep = {},
}: {
  paged: Paged<unknown>;
  base: string;
  prefix: string;
  label: string;
  anchor: string;
  /** Parameters of the list's address the search and its pages keep (a filter). */
  keep?: Record<string, string>;
}) {
  const { t } = useMessages();
  // Short lists need no search.
  if (paged.total <= PAGE_SIZE && !paged.query) return null;
  const id = `${prefix}search`;
  return (
    <form method="get" action={`${base}#${anchor}`} class="list-search" role="search">
      <label for={id}>{label}</label>
      {Object.entries(keep).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <input id={id} type="search" name={`${prefix}q`} value={paged.query} maxLength={100} />
      <button type="submit" class="button secondary small">
        {t('pager.search')}
      </button>
      {paged.query ? (
        <>
          <span class="hint" role="status">
            {paged.matching === 0
              ? t('pager.none', { total: paged.total, query: paged.query })
              : t('pager.matching', { matching: paged.matching, total: paged.total, query: paged.query })}
          </span>
          <a href={`${pageUrl(base, prefix, '', 1, keep)}#${anchor}`}>{t('pager.showAll')}</a>
        </>
      ) : null}
    </form>
  );
}

export function Pager({
  paged,
  base,
  prefix,
  label,
  anchor,
  keep = {},
}: {
  paged: Paged<unknown>;
  base: string;
  prefix: string;
  label: string;
  anchor: string;
  keep?: Record<string, string>;
}) {
  const { t } = useMessages();
  if (paged.pages <= 1) return null;
  const link = (page: number) => `${pageUrl(base, prefix, paged.query, page, keep)}#${anchor}`;
  return (
    <nav class="pager" aria-label={label}>
      {paged.page > 1 ? (
        <a href={link(paged.page - 1)} rel="prev">
          {t('pager.previous')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>{t('pager.page', { page: paged.page, pages: paged.pages })}</span>
      {paged.page < paged.pages ? (
        <a href={link(paged.page + 1)} rel="next">
          {t('pager.next')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
