// Step 6: landing, touch-and-go and parking rates in euros, and the free parking hours. All
// optional; the landing and touch-and-go rates also become the club's first weight band.
import { TextField } from '@/ui/TextField';
import { decimalField, type StepProps } from './step-props';

export function RatesStep(props: StepProps) {
  return (
    <>
      <p className="field__hint">Leave a rate blank if you do not charge it.</p>
      <div className="registration-pair">
        <TextField label="Normal landing (€)" {...decimalField('price_land', props)} />
        <TextField label="Touch and go (€)" {...decimalField('price_touch', props)} />
      </div>
      <TextField label="Hours of free parking" {...decimalField('hours_free_park', props)} />
      <fieldset className="registration-group">
        <legend>Parking</legend>
        <div className="registration-pair">
          <TextField label="Single engine (€ per hour)" {...decimalField('price_park', props)} />
          <TextField label="Twin engine (€ per hour)" {...decimalField('price_park_twin', props)} />
        </div>
        <div className="registration-pair">
          <TextField label="Bizz jets (€ per hour)" {...decimalField('price_park_bizz', props)} />
          <TextField label="Helicopter/rotary (€ per hour)" {...decimalField('price_park_heli', props)} />
        </div>
      </fieldset>
    </>
  );
}
