import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kubm/api';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kubm/ui/dialog';
import { Input } from '@kubm/ui/input';
import { toast } from '@kubm/ui/toast-store';
import { LINK_CATEGORIES, type LinkInput, linkSchema } from '@kubm/validators';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { DescriptionField, FormActions, SelectField } from '../../components/form-fields';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { isLinkCategory } from './link-tabs';

export type LinkItem = RouterOutputs['links']['list'][number];
type LinkFormValues = z.input<typeof linkSchema>;

export function LinkFormDialog({
  open,
  link,
  onOpenChange,
  onSaved,
  onCloseAutoFocus,
}: {
  open: boolean;
  link: LinkItem | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: LinkItem) => void;
  /** Radix aims focus at a <DialogTrigger>, and this dialog has none. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const utils = trpc.useUtils();
  // A second tap before React re-renders the disabled button must not send the link twice.
  const inFlight = useRef(false);

  const afterSave = async (saved: LinkItem) => {
    await utils.links.list.invalidate();
    onSaved(saved);
  };
  const create = trpc.links.create.useMutation({
    onSuccess: async (saved) => {
      await afterSave(saved);
      toast({
        variant: 'success',
        title: 'Pautan berjaya ditambah',
        description: 'Pautan baru anda telah ditambah ke pangkalan data.',
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Gagal menambah pautan', description: errorMessage(error) });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const update = trpc.links.update.useMutation({
    onSuccess: async (saved) => {
      await afterSave(saved);
      toast({ variant: 'success', title: 'Pautan berjaya dikemaskini' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Gagal mengemaskini pautan', description: errorMessage(error) });
      void utils.links.list.invalidate();
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = (values: LinkInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const body: LinkInput = {
      title: values.title,
      url: values.url,
      category: values.category,
      description: values.description ?? '',
    };
    if (link) update.mutate({ id: link.id, ...body });
    else create.mutate(body);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-save would hide the outcome and lose what was typed if it fails.
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{link ? 'Sunting Pautan' : 'Tambah Pautan'}</DialogTitle>
          <DialogDescription>
            {link
              ? 'Kemaskini maklumat pautan ini.'
              : 'Kongsi pautan berguna dengan ahli jawatankuasa yang lain.'}
          </DialogDescription>
        </DialogHeader>
        <LinkForm
          key={link?.id ?? 'baru'}
          link={link}
          pending={pending}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({
  link,
  pending,
  onSubmit,
  onCancel,
}: {
  link: LinkItem | null;
  pending: boolean;
  onSubmit: (values: LinkInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<LinkFormValues, unknown, LinkInput>({
    resolver: zodResolver(linkSchema),
    mode: 'onChange',
    defaultValues: {
      title: link?.title ?? '',
      url: link?.url ?? '',
      category: link && isLinkCategory(link.category) ? link.category : undefined,
      description: link?.description ?? '',
    },
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Judul</FormLabel>
              <FormControl>
                <Input autoComplete="off" placeholder="Contoh: Jadual Petugas Liturgi" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="url"
          render={({ field }) => (
            <FormItem>
              <FormLabel>URL</FormLabel>
              <FormControl>
                <Input
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="https://..."
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <SelectField
          control={form.control}
          name="category"
          label="Kategori"
          placeholder="Pilih satu kategori"
          options={LINK_CATEGORIES}
        />
        <DescriptionField control={form.control} name="description" />
        <FormActions
          pending={pending}
          onCancel={onCancel}
          submitLabel={link ? 'Kemaskini' : 'Simpan'}
          pendingLabel="Menyimpan..."
        />
      </form>
    </Form>
  );
}
