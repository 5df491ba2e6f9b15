import { DEFAULT_PHONE_COUNTRY } from '@pizza/shared';
import { type ComponentRef, type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneInput, { type Country, type FlagProps, getCountries } from 'react-phone-number-input';

import { describedBy, FieldShell, inputClasses } from '../../../../components/ui/form-controls';
import './phone-field.css';

type PhoneInputInstance = ComponentRef<typeof PhoneInput>;

interface PhoneFieldProps {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur: () => void;
  error?: string;
  ref?: (element: HTMLInputElement | null) => void;
}

/**
 * The picked country as its two-letter code. Bundled flag images would add ~50 KB to this page and
 * emoji flags are missing on many desktops; the code reads the same everywhere.
 */
function CountryCode({ country, countryName }: FlagProps) {
  return (
    <span title={countryName} className="text-sm font-bold tracking-wide text-ink">
      {country}
    </span>
  );
}

/** Country names in the shop's language (the component's own labels are English only). */
function usePhoneLabels(): Record<string, string> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const countries = getCountries().map((country: Country) => [country, regions.of(country) ?? country]);
    return {
      ...Object.fromEntries(countries),
      ZZ: t('signup.phoneInternational'),
      country: t('signup.phoneCountry'),
      phone: t('auth.phone'),
    };
  }, [i18n.language, t]);
}

/**
 * Phone number with a country picker (default HU). The value is E.164 with a leading '+', exactly
 * what Firebase and the server expect. Nothing is fetched from a third party (no flag images).
 */
export function PhoneField({ id, value, onChange, onBlur, error, ref }: PhoneFieldProps) {
  const { t } = useTranslation();
  const labels = usePhoneLabels();
  const hint = t('signup.phoneHint');
  return (
    <FieldShell id={id} label={t('auth.phone')} hint={hint} error={error}>
      <PhoneInput
        id={id}
        // The component forwards its ref to the <input> (its docs); its typings still name the class.
        ref={ref as unknown as Ref<PhoneInputInstance>}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        defaultCountry={DEFAULT_PHONE_COUNTRY as Country}
        flagComponent={CountryCode}
        labels={labels}
        autoComplete="tel"
        // No more digits than the chosen country's numbers have: a phone's limit is its format, not a counter.
        limitMaxLength
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className="phone-field"
        numberInputProps={{ className: inputClasses, placeholder: t('signup.phonePlaceholder') }}
      />
    </FieldShell>
  );
}
