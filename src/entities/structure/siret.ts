/**
 * SIRET (a French establishment's number: the company's 9-digit SIREN and a 5-digit NIC) as the
 * site form checks it (issue 15 item 2): 14 digits with a valid Luhn key. Spaces typed between
 * groups are tolerated and removed.
 */

/** La Poste's SIREN: its establishments are too many for the Luhn key; theirs have a digit sum multiple of 5. */
const LA_POSTE_SIREN = '356000000';

/** The SIRET without the spaces a user types between groups ("123 456 789 00012"). */
export function normaliseSiret(value: string): string {
  return value.replace(/\s+/g, '');
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // From the right, every second digit is doubled (nines out).
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiret(value: string): boolean {
  const digits = normaliseSiret(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== `${LA_POSTE_SIREN}00048`) {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return luhnValid(digits);
}
