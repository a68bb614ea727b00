import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kubm/ui/card';
import { Input } from '@kubm/ui/input';
import { Spinner } from '@kubm/ui/spinner';
import { toast } from '@kubm/ui/toast-store';
import { MSG, profileFormSchema } from '@kubm/validators';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, type Ref, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../components/email-field';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { MinistryRolesField } from '../../components/ministry-roles-field';
import { PhoneInput } from '../../components/phone-input';
import { UserAvatar } from '../../components/user-avatar';
import { errorMessage } from '../../lib/errors';
import { type SessionUser, setSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { photoFileProblem, scalePhoto } from './photo';
import { heldPairs, profileFormValues } from './profile-values';

export function ProfileEditForm({
  user,
  headingId,
  headingRef,
  onDone,
}: {
  user: SessionUser;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const photoInputId = useId();
  // undefined: unchanged; null: remove the photo.
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [processingPhoto, setProcessingPhoto] = useState(false);
  const form = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: profileFormValues(user) });
  const held = useMemo(() => heldPairs(user), [user]);
  const update = trpc.users.update.useMutation({
    onSuccess: (updated) => {
      setSessionUser(queryClient, updated);
      toast({ variant: 'success', title: 'Profile updated', description: 'Your changes have been saved.' });
      onDone();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: <span lang="en">Update failed</span>,
        description: errorMessage(error),
      });
    },
  });

  const shownPhoto = photo === undefined ? user.profilePhoto : photo;

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    setProcessingPhoto(true);
    try {
      setPhoto(await scalePhoto(file));
    } catch {
      toast({ variant: 'destructive', title: MSG.photoTypeTitle, description: MSG.photoType });
    } finally {
      setProcessingPhoto(false);
    }
  };

  const cancel = () => {
    form.reset(profileFormValues(user));
    setPhoto(undefined);
    onDone();
  };

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
            Edit Profile
          </h2>
        </CardTitle>
        <CardDescription>Update your photo, contact details and ministries.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            noValidate
            className="space-y-6"
            onSubmit={form.handleSubmit((values) => {
              const [first] = values.ministryRoles;
              update.mutate({
                id: user.id,
                ...values,
                ...(first ? { role: first.role, ministry: first.ministry } : {}),
                ...(photo === undefined ? {} : { profilePhoto: photo }),
              });
            })}
          >
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
              <UserAvatar
                name={user.name}
                photo={shownPhoto}
                alt={shownPhoto ? 'Profile photo preview' : ''}
                className="size-24 [&_[data-slot=avatar-fallback]]:text-3xl"
              />
              <div className="flex flex-col items-center gap-2 sm:items-start">
                <div className="flex flex-wrap justify-center gap-2">
                  <input
                    id={photoInputId}
                    type="file"
                    accept="image/*"
                    aria-describedby={`${photoInputId}-help`}
                    className="peer sr-only"
                    disabled={processingPhoto}
                    onChange={(event) => void choosePhoto(event)}
                  />
                  <label
                    htmlFor={photoInputId}
                    className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 font-medium text-sm hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
                  >
                    <ImageUp aria-hidden="true" className="size-4" />
                    Upload Photo
                  </label>
                  {shownPhoto ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => setPhoto(null)}>
                      <Trash2 aria-hidden="true" />
                      Remove Photo
                    </Button>
                  ) : null}
                </div>
                <p
                  id={`${photoInputId}-help`}
                  className="text-center text-muted-foreground text-xs sm:text-left"
                >
                  JPG, PNG or another image, less than 2MB. It is resized to 300×300 pixels at most.
                </p>
                {processingPhoto ? <Spinner size="sm" label="Processing photo..." showLabel /> : null}
              </div>
            </div>

            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="name" autoCapitalize="words" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <EmailField control={form.control} name="email" label="Email" />
              <FormField
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Phone</FormLabel>
                    <FormControl>
                      <PhoneInput {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            {/* A signed-in member means the portal is founded: leadership roles only for those who hold them. */}
            <MinistryRolesField lang="en" leadershipOpen={false} held={held} />
            <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending || processingPhoto}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
