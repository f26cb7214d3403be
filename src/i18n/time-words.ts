// A time limit in words, shared by the tournament catalogues of every language.

/** A time limit in words: whole days as `days` says them, else hours and minutes ("3 h 30", "45 min"). */
export const inMinutes =
  (days: (n: number) => string) =>
  (n: number): string =>
    n % 1440 === 0
      ? days(n / 1440)
      : n % 60 === 0
        ? `${n / 60} h`
        : n > 60
          ? `${Math.floor(n / 60)} h ${n % 60}`
          : `${n} min`;
