// Step 6: landing, touch-and-go and parking rates in euros, and the free parking hours. All
// optional; the landing and touch-and-go rates also become the club's first weight band.
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { decimalField, type StepProps } from './step-props';

export function RatesStep(props: StepProps) {
  const t = useT();
  return (
    <>
      <p className="field__hint">{t('registration.rates.hint')}</p>
      <div className="registration-pair">
        <TextField label={t('settings.field.priceLand')} {...decimalField('price_land', props, t)} />
        <TextField label={t('settings.field.priceTouch')} {...decimalField('price_touch', props, t)} />
      </div>
      <TextField label={t('settings.field.hoursFreePark')} {...decimalField('hours_free_park', props, t)} />
      <fieldset className="registration-group">
        <legend>{t('movements.createLanding.cost.parking')}</legend>
        <div className="registration-pair">
          <TextField label={t('settings.field.pricePark')} {...decimalField('price_park', props, t)} />
          <TextField
            label={t('settings.field.priceParkTwin')}
            {...decimalField('price_park_twin', props, t)}
          />
        </div>
        <div className="registration-pair">
          <TextField
            label={t('settings.field.priceParkBizz')}
            {...decimalField('price_park_bizz', props, t)}
          />
          <TextField
            label={t('settings.field.priceParkHeli')}
            {...decimalField('price_park_heli', props, t)}
          />
        </div>
      </fieldset>
    </>
  );
}
