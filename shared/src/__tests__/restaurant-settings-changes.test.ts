import { DEFAULT_RESTAURANT_SETTINGS, restaurantSettingsPatchSchema, settingsPatchBetween, withSettingsChanges } from '..';

describe('saving only the settings a form changed', () => {
  it('when a form changed one prep time and the bands, then the patch names those and what the form showed in them', () => {
    const after = {
      ...DEFAULT_RESTAURANT_SETTINGS,
      prepMinutes: { PICKUP: 25, DELIVERY: 30 },
      deliveryBands: [{ upToKm: 4, minutes: 20 }],
    };
    const patch = settingsPatchBetween(DEFAULT_RESTAURANT_SETTINGS, after);
    expect(patch).toEqual({
      set: { prepMinutes: { PICKUP: 25 }, deliveryBands: [{ upToKm: 4, minutes: 20 }] },
      was: { prepMinutes: { PICKUP: 20 }, deliveryBands: DEFAULT_RESTAURANT_SETTINGS.deliveryBands },
    });
    expect(restaurantSettingsPatchSchema.parse(patch)).toEqual(patch);
  });

  it('when the changes are applied to settings someone else saved meanwhile, then their other fields are kept', () => {
    const theirs = { ...DEFAULT_RESTAURANT_SETTINGS, prepMinutes: { PICKUP: 45, DELIVERY: 60 } };
    expect(withSettingsChanges(theirs, { escalation: { ringLouderAfterMin: 5 } })).toEqual({
      ...theirs,
      escalation: { ...theirs.escalation, ringLouderAfterMin: 5 },
    });
  });

  it('when nothing changed, or `was` names a field not changed, then the patch is refused', () => {
    expect(
      restaurantSettingsPatchSchema.safeParse(settingsPatchBetween(DEFAULT_RESTAURANT_SETTINGS, DEFAULT_RESTAURANT_SETTINGS)).success,
    ).toBe(false);
    expect(
      restaurantSettingsPatchSchema.safeParse({ set: { prepMinutes: { PICKUP: 30 } }, was: { escalation: { ringLouderAfterMin: 3 } } })
        .success,
    ).toBe(false);
  });
});
