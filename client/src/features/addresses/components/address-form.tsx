import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT_LIMITS } from '@pizza/shared';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { FormAlert, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { paths } from '../../../config/paths';
import { cameFromCheckout, deliveryCheckoutState } from '../../../lib/navigation-state';
import { type AddressFormInput, addressFormSchema, type AddressFormValues, EMPTY_ADDRESS_FORM, toAddRequest } from '../address-form-schema';
import { isChooseStreetMessage, outsideZoneRadius, useAddressMessage, useZoneAlert } from '../address-messages';
import { useAddAddress } from '../api/add-address';
import type { ChosenStreet } from '../streets/street-source';
import { StreetCombobox } from './street-combobox';
import { TextAreaField } from './text-area-field';

/**
 * 'Add New Address' (docs/product/screens.md#address-page): the street is chosen from the suggestions, a street
 * outside the delivery zone raises the zone alert and saves nothing. A saved address is selected
 * (the customer just said where to deliver); coming from checkout, the customer goes back there
 * with Delivery chosen, otherwise the form is cleared and says so (not off to the menu).
 */
export function AddressForm({ onSaved, onEdit }: { onSaved: () => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const translate = useAddressMessage();
  const zoneAlertText = useZoneAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useAddAddress();
  const [zoneAlert, setZoneAlert] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setValue, setError, setFocus, formState } = useForm<
    AddressFormInput,
    unknown,
    AddressFormValues
  >({ resolver: zodResolver(addressFormSchema), defaultValues: EMPTY_ADDRESS_FORM });
  const { field: street } = useController({ control, name: 'street' });
  const typed = useWatch({ control });
  const { errors } = formState;
  const limit = (name: 'buildingName' | 'apartmentNo' | 'floor' | 'intercom' | 'otherInstructions') => ({
    max: TEXT_LIMITS[name === 'otherInstructions' ? 'addressNote' : name],
    length: typed[name]?.length ?? 0,
  });

  const onType = (text: string) => {
    onEdit();
    setValue('place', null);
    setZoneAlert(null);
    street.onChange(text);
  };
  const onChoose = (chosen: ChosenStreet) => {
    setValue('place', chosen);
    setZoneAlert(chosen.inZone ? null : zoneAlertText());
    street.onChange(chosen.street);
  };

  const onSubmit = handleSubmit((values) => {
    const place = values.place as ChosenStreet;
    setFormError(null);
    if (!place.inZone) {
      setZoneAlert(zoneAlertText());
      setFocus('street');
      return;
    }
    mutation.mutate(toAddRequest({ ...values, place }), {
      onSuccess: () => {
        if (cameFromCheckout(location)) {
          void navigate(paths.checkout, { state: deliveryCheckoutState });
          return;
        }
        reset(EMPTY_ADDRESS_FORM);
        onSaved();
      },
      onError: (error) => {
        const { message } = error;
        const zoneRadius = outsideZoneRadius(error);
        if (zoneRadius !== undefined) setZoneAlert(zoneAlertText(zoneRadius));
        else if (isChooseStreetMessage(message)) setError('street', { message }, { shouldFocus: true });
        else setFormError(translate(message) ?? message);
      },
    });
  });

  const field = (name: 'buildingName' | 'apartmentNo' | 'floor' | 'intercom') => ({
    id: `address-${name}`,
    label: t(`address.form.${name}`),
    error: translate(errors[name]?.message),
    limit: limit(name),
    ...register(name),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <StreetCombobox
          id="address-street"
          name={street.name}
          label={t('address.form.street')}
          hint={t('address.form.streetHint')}
          error={translate(errors.street?.message)}
          value={street.value}
          onType={onType}
          onChoose={onChoose}
          onBlur={street.onBlur}
          inputRef={street.ref}
        />
        <FormAlert message={zoneAlert} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('buildingName')} hint={t('address.form.buildingNameHint')} autoComplete="address-line2" required />
        <TextField {...field('floor')} />
        <TextField {...field('apartmentNo')} />
        <TextField {...field('intercom')} />
      </div>
      <TextAreaField
        id="address-otherInstructions"
        label={t('address.form.otherInstructions')}
        placeholder={t('address.form.otherInstructionsPlaceholder')}
        error={translate(errors.otherInstructions?.message)}
        limit={limit('otherInstructions')}
        {...register('otherInstructions')}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={mutation.isPending} label={t('address.form.submit')} busyLabel={t('address.form.busy')} />
    </form>
  );
}
