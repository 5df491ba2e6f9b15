import { type AddressSnapshot, buildingDetail, formatStreetLine } from '@pizza/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An address as it is shown: the street line, then the details, then the customer's note. */
export interface AddressText {
  /** 'Piac utca 20., 4025 Debrecen' (with what follows a house number: 'Piac utca 12/B., Building C, ...'). */
  street: string;
  /** What was given of building (when it is a name, not a number), floor, apartment and intercom, labelled. */
  details: string[];
  note?: string;
}

type ShownAddress = Pick<
  AddressSnapshot,
  'street' | 'buildingName' | 'floor' | 'apartmentNo' | 'intercom' | 'otherInstructions' | 'city' | 'zip'
>;

/**
 * One way to read an address everywhere (address cards, checkout, the order page, the board), in
 * Hungarian order. Floor and apartment are optional: only what was given is shown.
 */
export function useAddressText(): (address: ShownAddress) => AddressText {
  const { t } = useTranslation();
  return useCallback(
    (address) => {
      const parts: Array<[key: string, value: string | undefined]> = [
        ['building', buildingDetail(address.buildingName)],
        ['floor', address.floor],
        ['apartment', address.apartmentNo],
        ['intercom', address.intercom],
      ];
      return {
        street: formatStreetLine(address),
        details: parts.filter(([, value]) => value?.trim()).map(([key, value]) => t(`addressParts.${key}`, { value })),
        ...(address.otherInstructions ? { note: address.otherInstructions } : {}),
      };
    },
    [t],
  );
}
