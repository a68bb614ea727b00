import { Button } from '@kubm/ui/button';
import { Card, CardContent } from '@kubm/ui/card';
import { Skeleton } from '@kubm/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kubm/ui/tabs';
import { Link2, Plus } from 'lucide-react';
import { type MouseEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ListSurface } from '../../components/list-row';
import { LoadFailedAlert } from '../../components/load-failed';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { lazyNamed, useOpenedOnce } from '../../lib/lazy-component';
import { useReadAheadPages, visibleItems } from '../../lib/read-ahead-pages';
import type { LinkItem } from './link-form-dialog';
import { emptyTabMessage } from './link-pages';
import { LinkRow } from './link-row';
import { ALL_TAB_VALUE, categoryTabs, filterLinks, resolveTab, tabValueOf } from './link-tabs';
import { useLinksQuery } from './links-query';

// The form and the delete confirmation are chunks of their own: reading the links needs neither.
const LinkFormDialog = lazyNamed(() => import('./link-form-dialog'), 'LinkFormDialog');
const DeleteLinkDialog = lazyNamed(() => import('./delete-link-dialog'), 'DeleteLinkDialog');
function prefetchDialogs() {
  LinkFormDialog.preload();
  DeleteLinkDialog.preload();
}

export function LinksScreen() {
  const query = useLinksQuery();
  const { pages, shown: pagesShown, more, showMore } = useReadAheadPages(query);
  const [selected, setSelected] = useState(ALL_TAB_VALUE);
  // `open` apart from the link, so the dialog's text stays put while it animates closed.
  const [form, setForm] = useState<{ open: boolean; link: LinkItem | null }>({ open: false, link: null });
  const [deleting, setDeleting] = useState<{ open: boolean; link: LinkItem | null }>({
    open: false,
    link: null,
  });
  const formUsed = useOpenedOnce(form.open);
  const deleteUsed = useOpenedOnce(deleting.open);
  const listRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // The clicked element, not document.activeElement: Safari does not focus a button it clicks.
  const rememberOpener = (opener: HTMLElement) => {
    openerRef.current = opener;
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    else listRef.current?.focus();
  };

  const links = useMemo(() => visibleItems(pages, pagesShown), [pages, pagesShown]);
  const tabs = useMemo(() => categoryTabs(links ?? []), [links]);
  const activeTab = resolveTab(tabs, selected);
  const shown = useMemo(() => filterLinks(links ?? [], activeTab), [links, activeTab]);

  useEffect(() => {
    if (links && activeTab.value !== selected) setSelected(activeTab.value);
  }, [links, activeTab.value, selected]);

  // Stable, so an unchanged row is not drawn again (LinkRow is memoised).
  const editLink = useCallback((item: LinkItem, opener: HTMLElement) => {
    openerRef.current = opener;
    setForm({ open: true, link: item });
  }, []);
  const deleteLink = useCallback((item: LinkItem, opener: HTMLElement) => {
    openerRef.current = opener;
    setDeleting({ open: true, link: item });
  }, []);

  const openCreate = (event: MouseEvent<HTMLButtonElement>) => {
    rememberOpener(event.currentTarget);
    setForm({ open: true, link: null });
  };
  const addButton = (
    <Button type="button" onClick={openCreate} onPointerEnter={prefetchDialogs} onFocus={prefetchDialogs}>
      <Plus aria-hidden="true" />
      <span>
        Tambah<span className="max-sm:sr-only"> Pautan</span>
      </span>
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Pautan Berguna"
        className="mb-3 flex-row items-center justify-between"
        actions={addButton}
      />

      {!links ? (
        query.isError ? (
          <LoadFailedAlert title="Gagal memuat pautan" query={query} />
        ) : (
          <LinksSkeleton />
        )
      ) : (
        <Tabs value={activeTab.value} onValueChange={setSelected} className="gap-3">
          <TabsList aria-label="Kategori pautan" className="w-full justify-start sm:w-fit">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="flex-none">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={activeTab.value} tabIndex={-1} ref={listRef}>
            {shown.length === 0 ? (
              <Card>
                <CardContent className="flex flex-col items-center gap-4 py-10 text-center sm:py-12">
                  <Link2 aria-hidden="true" className="size-10 text-muted-foreground" />
                  <p className="text-muted-foreground">{emptyTabMessage(more !== 'hidden')}</p>
                  {more === 'hidden' ? addButton : null}
                </CardContent>
              </Card>
            ) : (
              <ListSurface
                aria-label="Pautan"
                className="lg:max-w-3xl"
                onPointerOver={prefetchDialogs}
                onFocus={prefetchDialogs}
              >
                {shown.map((link) => (
                  <LinkRow key={link.id} link={link} onEdit={editLink} onDelete={deleteLink} />
                ))}
              </ListSurface>
            )}
            {more === 'hidden' ? null : (
              <LoadMore state={more} failedText="Gagal memuat pautan yang lebih lama." onClick={showMore} />
            )}
          </TabsContent>
        </Tabs>
      )}

      {formUsed ? (
        <Suspense fallback={null}>
          <LinkFormDialog
            open={form.open}
            link={form.link}
            onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
            onSaved={(saved) => {
              setForm((current) => ({ ...current, open: false }));
              // Keep the new or moved link in sight: a tab that does not hold it switches to its own.
              setSelected((current) =>
                current === ALL_TAB_VALUE || current === tabValueOf(saved.category)
                  ? current
                  : tabValueOf(saved.category),
              );
            }}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
      {deleteUsed ? (
        <Suspense fallback={null}>
          <DeleteLinkDialog
            open={deleting.open}
            link={deleting.link}
            onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
            onDeleted={() => setDeleting((current) => ({ ...current, open: false }))}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function LinksSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Memuatkan pautan...</span>
      <Skeleton className="h-10 w-full max-w-md" />
      <div aria-hidden="true" className="divide-y divide-border rounded-xl bg-card shadow-sm lg:max-w-3xl">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <div key={key} className="flex h-14 items-center gap-3 px-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4.5 w-2/3" />
              <Skeleton className="h-3.5 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
