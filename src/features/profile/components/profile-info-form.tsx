import { useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { ApiError } from '@/api/errors';
import { missingInstitutionDetails } from '@/rules/institution';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { FormTextField } from '@/ui/form-fields';
import { Card } from '@/ui/page';
import { useUpdateProfile } from '../api/update-profile';
import { profileQueryOptions } from '../api/queries';
import {
  profileFormValues,
  profileSchema,
  type ProfileInput,
  type ProfileValues,
} from '../schemas';
import { OfflineNote } from './offline-note';

const t = texts.profile;

type EditableField = Exclude<keyof ProfileInput, 'email'>;

const fields: {
  name: EditableField;
  label: string;
  autoComplete: string;
  inputMode?: 'tel' | 'numeric' | 'email';
  wide?: boolean;
  description?: string;
  optional?: true;
}[] = [
  { name: 'name', label: t.name, autoComplete: 'name' },
  { name: 'phoneNumber', label: t.phoneNumber, autoComplete: 'tel', inputMode: 'tel' },
  { name: 'department', label: t.department, autoComplete: 'organization' },
  { name: 'address', label: t.address, autoComplete: 'street-address', wide: true },
  {
    name: 'schoolYearStartMonth',
    label: t.startMonth,
    autoComplete: 'off',
    inputMode: 'numeric',
    description: t.startMonthNote,
  },
  {
    name: 'institutionName',
    label: t.institutionName,
    autoComplete: 'organization',
    optional: true,
  },
  {
    name: 'institutionNumber',
    label: t.institutionNumber,
    autoComplete: 'off',
    inputMode: 'numeric',
    description: t.institutionNumberNote,
    optional: true,
  },
  {
    name: 'officeEmail',
    label: t.officeEmail,
    autoComplete: 'email',
    inputMode: 'email',
    description: t.officeEmailNote,
    optional: true,
  },
];

/**
 * The information form (docs/product/profile.md#info): read-only until Modify, then Save and Cancel; back to
 * read-only after either. Cancel restores the values the server has.
 */
export function ProfileInfoForm({ isOnline }: { isOnline: boolean }) {
  const { data: member } = useSuspenseQuery(profileQueryOptions());
  const update = useUpdateProfile();
  const [isEditing, setEditing] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  const { control, handleSubmit, reset, setError, setFocus } = useForm<
    ProfileInput,
    unknown,
    ProfileValues
  >({
    resolver: zodResolver(profileSchema()),
    defaultValues: profileFormValues(member),
    // Checked as the member types, as sign-up is, and on Save. Not on blur: a message appearing
    // as a field loses focus would move Cancel away from under the pointer in the middle of a
    // click.
    mode: 'onChange',
    reValidateMode: 'onChange',
  });

  // While reading, the form shows what the server has (also after a refetch or a save).
  useEffect(() => {
    if (!isEditing) reset(profileFormValues(member));
  }, [member, isEditing, reset]);

  // Focus follows the mode: the first field on Modify, the Modify button after Save or Cancel.
  useEffect(() => {
    if (isEditing) setFocus('name');
    else if (wasEditing.current) actionsRef.current?.querySelector('button')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing, setFocus]);

  const cancel = () => {
    reset(profileFormValues(member));
    update.reset();
    setEditing(false);
  };

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(profileFormValues(saved));
        setEditing(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === 'registration_number_invalid') {
          setError(
            'institutionNumber',
            { message: t.errors.institutionNumberCheck },
            { shouldFocus: true },
          );
        }
      },
    }),
  );

  // docs/product/profile.md#institution: what the documents still lack, from what the server has.
  const lacking = missingInstitutionDetails({
    institutionName: member.institutionName ?? '',
    institutionNumber: member.institutionNumber ?? '',
  }).map((detail) => (detail === 'institutionName' ? t.institutionName : t.institutionNumber));

  return (
    <Card title={t.info} className="profile__card">
      <form onSubmit={save} noValidate className="profile__form">
        <div className="profile__fields">
          <FormTextField
            control={control}
            name="email"
            label={t.email}
            type="email"
            isReadOnly
            description={t.emailReadOnly}
            autoComplete="email"
            className="profile__field"
          />
          {fields.map((spec) => (
            <FormTextField
              key={spec.name}
              control={control}
              name={spec.name}
              label={spec.label}
              isReadOnly={!isEditing}
              isRequired={isEditing && !spec.optional}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              description={spec.description}
              className={spec.wide ? 'profile__field profile__field--wide' : 'profile__field'}
            />
          ))}
        </div>
        {lacking.length > 0 && (
          <p className="profile__lacking">{t.documentsLack(lacking.join(', '))}</p>
        )}
        <div ref={actionsRef} className="profile__actions">
          {isEditing ? (
            <>
              <Button variant="secondary" onPress={cancel} isDisabled={update.isPending}>
                {t.cancel}
              </Button>
              <Button type="submit" isPending={update.isPending} isDisabled={!isOnline}>
                {t.save}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              <Pencil size={16} aria-hidden />
              {t.modify}
            </Button>
          )}
        </div>
        {isEditing && <OfflineNote isOnline={isOnline} />}
      </form>
    </Card>
  );
}
