// Whether a number UR's reorganizations.csv gives is one of the Latvian register. The file names
// no country for either company of a reorganisation, while a Latvian company may merge into one
// registered abroad (a cross-border merger): its final entity is then of a foreign register, its
// number written as that register writes it (an Estonian 8-digit code, a Finnish 1234567-8, a
// German HRB 12345). Read as Latvian, it was served as an LV company the register does not hold.
// UR's own numbers are digits alone: 11 digits today, and old codes of 9 (a leading 0: 010100292)
// or 10 digits in this file; any other number is of a register abroad. A Lithuanian company code
// (9 digits) cannot be told from an old Latvian one by its form and is read as Latvian.
const LATVIAN_NUMBER = /^\d{9,11}$/;

export function isLatvianRegisterNumber(number: string): boolean {
  return LATVIAN_NUMBER.test(number);
}
