import { describe, expect, it } from 'vitest';
import { FACTS_VERSION, gamesCounted, headToHead, personKey, playerStats } from '../../../src/stats/index.js';
import type { GameFacts, PlayerFacts } from '../../../src/stats/index.js';

const seatAt = (name: string, facts: Partial<PlayerFacts> = {}): PlayerFacts => ({
  seat: 0,
  name,
  score: 0,
  place: 1,
  won: false,
  turns: 0,
  banks: 0,
  zilches: 0,
  hotDice: 0,
  points: 0,
  penalties: 0,
  bestTurn: 0,
  longestStreak: 0,
  longestZilchStreak: 0,
  turnsToBoard: null,
  ...facts,
});

const played = (
  gameId: string,
  endedAt: number,
  players: readonly PlayerFacts[],
  game: Partial<GameFacts> = {},
): GameFacts => ({
  version: FACTS_VERSION,
  gameId,
  rulesId: 'farkle',
  rulesName: 'Farkle',
  startedAt: endedAt - 1000,
  endedAt,
  finished: true,
  target: 10000,
  rounds: 10,
  finalRoundFrom: 10,
  players: players.map((player, seat) => ({ ...player, seat })),
  byRound: players.map((player) => [0, player.score]),
  biggestTurn: null,
  longestStreak: null,
  ...game,
});

/** A two-player game: the winner first. */
const won = (
  gameId: string,
  endedAt: number,
  winner: string,
  loser: string,
  game: Partial<GameFacts> = {},
): GameFacts =>
  played(
    gameId,
    endedAt,
    [
      seatAt(winner, { place: 1, won: true, turns: 1, banks: 1, turnsToBoard: 1 }),
      seatAt(loser, { place: 2, turns: 1, zilches: 1 }),
    ],
    game,
  );

const TWO_GAMES: readonly GameFacts[] = [
  played('g2', 200, [
    seatAt('Ben', {
      score: 10500,
      place: 1,
      won: true,
      turns: 25,
      banks: 15,
      zilches: 10,
      hotDice: 1,
      points: 10500,
      bestTurn: 2000,
      longestStreak: 5,
      longestZilchStreak: 4,
      turnsToBoard: 5,
    }),
    seatAt('Ana', {
      score: 9000,
      place: 2,
      turns: 25,
      banks: 19,
      zilches: 6,
      hotDice: 3,
      points: 9000,
      bestTurn: 1500,
      longestStreak: 3,
      longestZilchStreak: 3,
      turnsToBoard: 2,
    }),
  ]),
  played('g1', 100, [
    seatAt('Ana', {
      score: 10000,
      place: 1,
      won: true,
      turns: 20,
      banks: 15,
      zilches: 5,
      hotDice: 2,
      points: 10000,
      bestTurn: 1500,
      longestStreak: 4,
      longestZilchStreak: 2,
      turnsToBoard: 1,
    }),
    seatAt('Ben', {
      score: 6000,
      place: 2,
      turns: 20,
      banks: 12,
      zilches: 8,
      points: 6200,
      penalties: 200,
      bestTurn: 900,
      longestStreak: 3,
      longestZilchStreak: 3,
      turnsToBoard: 3,
    }),
  ]),
];

describe('playerStats', () => {
  it("sums each person's games: wins and rates, the records with their games, the turns to the board", () => {
    const [ana, ben] = playerStats(TWO_GAMES);
    expect(ana).toEqual({
      key: 'ana',
      name: 'Ana',
      spellings: ['Ana'],
      games: 2,
      wins: 1,
      winRate: 0.5,
      turns: 45,
      pointsPerTurn: 19000 / 45,
      zilchRate: 11 / 45,
      zilches: 11,
      hotDice: 5,
      // 1,500 in both games: the latest.
      bestTurn: { points: 1500, gameId: 'g2' },
      bestGame: { score: 10000, gameId: 'g1' },
      longestStreak: 4,
      longestZilchStreak: 3,
      averageTurnsToBoard: 1.5,
      neverOnBoard: 0,
    });
    expect(ben).toEqual({
      key: 'ben',
      name: 'Ben',
      spellings: ['Ben'],
      games: 2,
      wins: 1,
      winRate: 0.5,
      turns: 45,
      // Points their own turns brought in, penalties not taken off.
      pointsPerTurn: 16700 / 45,
      zilchRate: 18 / 45,
      zilches: 18,
      hotDice: 1,
      bestTurn: { points: 2000, gameId: 'g2' },
      bestGame: { score: 10500, gameId: 'g2' },
      longestStreak: 5,
      longestZilchStreak: 4,
      averageTurnsToBoard: 4,
      neverOnBoard: 0,
    });
  });

  it('counts finished games only', () => {
    const unfinished = played(
      'g3',
      300,
      [seatAt('Ana', { score: 20000, turns: 30, bestTurn: 5000, banks: 1 }), seatAt('Cy')],
      { finished: false },
    );
    const stats = playerStats([...TWO_GAMES, unfinished]);
    expect(stats.map((person) => person.name)).toEqual(['Ana', 'Ben']);
    expect(stats[0]).toMatchObject({
      games: 2,
      turns: 45,
      bestTurn: { points: 1500, gameId: 'g2' },
      bestGame: { score: 10000, gameId: 'g1' },
    });
    expect(gamesCounted([...TWO_GAMES, unfinished]).map((game) => game.gameId)).toEqual(['g1', 'g2']);
  });

  it('filters by rule set and by period: from included, to excluded, by when the game ended', () => {
    const games = [
      won('a', 100, 'Ana', 'Ben'),
      won('b', 200, 'Ben', 'Ana', { rulesId: 'zilch-5k' }),
      won('c', 300, 'Ana', 'Ben'),
    ];
    const ids = (filter: Parameters<typeof gamesCounted>[1]) => gamesCounted(games, filter).map((game) => game.gameId);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ rulesId: 'farkle' })).toEqual(['a', 'c']);
    expect(ids({ rulesId: 'zilch-5k' })).toEqual(['b']);
    expect(ids({ from: 200 })).toEqual(['b', 'c']);
    expect(ids({ to: 300 })).toEqual(['a', 'b']);
    expect(ids({ from: 200, to: 300 })).toEqual(['b']);
    expect(ids({ from: 200, to: 200 })).toEqual([]);
    expect(ids({ rulesId: 'farkle', from: 101 })).toEqual(['c']);
    expect(
      playerStats(games, { rulesId: 'zilch-5k' }).map((person) => [person.name, person.wins, person.games]),
    ).toEqual([
      ['Ben', 1, 1],
      ['Ana', 0, 1],
    ]);
    expect(playerStats(games, { from: 400 })).toEqual([]);
  });

  it('the best turn and best game are the latest of equals, whatever order the games come in; no best turn without a bank', () => {
    const games = [
      played('late', 300, [seatAt('Ana', { score: 800, banks: 2, bestTurn: 500, turns: 3 })]),
      played('early', 100, [seatAt('Ana', { score: 800, banks: 1, bestTurn: 500, turns: 3 })]),
      played('middle', 200, [seatAt('Ana', { score: 800, banks: 1, bestTurn: 500, turns: 3 })]),
    ];
    expect(playerStats(games)[0]).toMatchObject({
      bestTurn: { points: 500, gameId: 'late' },
      bestGame: { score: 800, gameId: 'late' },
    });
    // Only zilches (or locked points kept): no best turn, but a best game.
    const noBank = playerStats([
      played('z', 100, [seatAt('Cy', { score: 2200, turns: 2, zilches: 2, points: 2200, turnsToBoard: 1 })]),
    ])[0];
    expect(noBank).toMatchObject({ bestTurn: null, bestGame: { score: 2200, gameId: 'z' } });
  });

  it('averages the turns to the board over the games where they got on, and counts the games where they never did', () => {
    const games = [2, 4, null, null].map((turnsToBoard, index) =>
      played(`g${index}`, index, [seatAt('Cy', { turnsToBoard, turns: 5 })]),
    );
    expect(playerStats(games)[0]).toMatchObject({ games: 4, averageTurnsToBoard: 3, neverOnBoard: 2 });
    expect(playerStats(games.slice(2))[0]).toMatchObject({ games: 2, averageTurnsToBoard: null, neverOnBoard: 2 });
  });

  it('rates are 0 for a person without turns (a first-to-reach game ended before they played)', () => {
    const stats = playerStats([
      played('g', 1, [seatAt('Ana', { won: true, turns: 1, banks: 1, points: 10000 }), seatAt('Ben', { place: 2 })]),
    ]);
    expect(stats[1]).toMatchObject({ name: 'Ben', turns: 0, pointsPerTurn: 0, zilchRate: 0, winRate: 0 });
  });

  it('merges spellings that differ in case and spacing: the latest spelling names the person, every spelling kept', () => {
    const games = [
      won('g1', 100, 'Ana', 'Ben'),
      won('g2', 200, 'ana', 'Ben'),
      won('g3', 300, 'ANA  ', 'ben'),
      won('g4', 400, 'Ana', 'Ben'),
    ];
    const [ana, ben] = playerStats(games);
    expect(ana).toMatchObject({ key: 'ana', name: 'Ana', spellings: ['Ana', 'ANA  ', 'ana'], games: 4, wins: 4 });
    expect(ben).toMatchObject({ key: 'ben', name: 'Ben', spellings: ['Ben', 'ben'], games: 4, wins: 0 });
  });

  it('merges the names the group said are one person, following chains', () => {
    const aliases = { annie: 'anna', anna: 'ana' };
    expect(['Annie', 'Anna', 'Ana'].map((name) => personKey(name, aliases))).toEqual(['ana', 'ana', 'ana']);
    const games = [won('g1', 100, 'Annie', 'Ben'), won('g2', 200, 'Anna', 'Ben'), won('g3', 300, 'Ben', 'Ana')];
    const stats = playerStats(games, {}, aliases);
    expect(stats.map((person) => [person.key, person.name, person.games, person.wins])).toEqual([
      ['ana', 'Ana', 3, 2],
      ['ben', 'Ben', 3, 1],
    ]);
    expect(stats[0]?.spellings).toEqual(['Ana', 'Anna', 'Annie']);
  });

  it('a name that is also a property of every object is no alias', () => {
    expect(['Constructor', 'toString', '__proto__'].map((name) => personKey(name, { ann: 'ana' }))).toEqual([
      'constructor',
      'tostring',
      '__proto__',
    ]);
  });

  it('a cycle of merges does not hang, and its names are one person whichever the walk starts from', () => {
    expect(personKey('b', { a: 'b', b: 'a' })).toBe('a');
    expect(personKey('a', { a: 'b', b: 'a' })).toBe('a');
    expect(personKey('a', { a: 'a' })).toBe('a');
    // A tail into a cycle: x → y → z → y.
    const tail = { x: 'y', y: 'z', z: 'y' };
    expect(['x', 'y', 'z'].map((name) => personKey(name, tail))).toEqual(['y', 'y', 'y']);
    const stats = playerStats([won('g1', 100, 'A', 'Cy'), won('g2', 200, 'B', 'Cy')], {}, { a: 'b', b: 'a' });
    expect(stats[0]).toMatchObject({ key: 'a', name: 'B', games: 2, wins: 2 });
  });

  it('a person who sat twice in one game (two spellings merged) counts each seat', () => {
    const game = played('g', 100, [seatAt('Ana', { won: true, turns: 10 }), seatAt('Annie', { place: 2, turns: 9 })]);
    expect(playerStats([game], {}, { annie: 'ana' })[0]).toMatchObject({ games: 2, wins: 1, turns: 19 });
  });

  it('sorts by wins, then win rate, then name', () => {
    const games = [
      won('1', 1, 'Cy', 'Dee'),
      won('2', 2, 'Cy', 'Dee'),
      won('3', 3, 'Dee', 'Cy'),
      won('4', 4, 'ben', 'Cy'),
      won('5', 5, 'Ana', 'Eve'),
      won('6', 6, 'Eve', 'ben'),
    ];
    // ben and Eve are level on both: the name decides, without regard to case.
    expect(playerStats(games).map((person) => `${person.name} ${person.wins}/${person.games}`)).toEqual([
      'Cy 2/4',
      'Ana 1/1',
      'ben 1/2',
      'Eve 1/2',
      'Dee 1/3',
    ]);
  });
});

describe('headToHead', () => {
  const games = [
    won('1', 1, 'Ana', 'Ben'),
    won('2', 2, 'Ben', 'Ana'),
    won('3', 3, 'ana', 'BEN'),
    // Cy wins, Ana and Ben level behind.
    played('4', 4, [seatAt('Ana', { place: 2 }), seatAt('Cy', { place: 1, won: true }), seatAt('Ben', { place: 2 })]),
    // A shared win: level, and a win each.
    played('5', 5, [seatAt('Ana', { place: 1, won: true }), seatAt('Ben', { place: 1, won: true })]),
    // Not both in it, or not finished: not counted.
    won('6', 6, 'Ana', 'Cy'),
    won('7', 7, 'Ana', 'Ben', { finished: false }),
  ];

  it('counts the finished games both played: ahead, behind, level, and the wins of each', () => {
    expect(headToHead(games, 'Ana', 'Ben')).toEqual({ games: 5, aAhead: 2, bAhead: 1, level: 2, aWins: 3, bWins: 2 });
    expect(headToHead(games, 'ben', ' ANA ')).toEqual({ games: 5, aAhead: 1, bAhead: 2, level: 2, aWins: 2, bWins: 3 });
    expect(headToHead(games, 'Ana', 'Cy')).toEqual({ games: 2, aAhead: 1, bAhead: 1, level: 0, aWins: 1, bWins: 1 });
    expect(headToHead(games, 'Ana', 'Dee')).toEqual({ games: 0, aAhead: 0, bAhead: 0, level: 0, aWins: 0, bWins: 0 });
  });

  it('takes the filter and the merges', () => {
    expect(headToHead(games, 'Ana', 'Ben', { from: 2, to: 4 })).toEqual({
      games: 2,
      aAhead: 1,
      bAhead: 1,
      level: 0,
      aWins: 1,
      bWins: 1,
    });
    // Cy merged into Ben: game 6 counts now, and in game 4 Ben's best seat is Cy's win.
    expect(headToHead(games, 'Ana', 'Ben', {}, { cy: 'ben' })).toEqual({
      games: 6,
      aAhead: 3,
      bAhead: 2,
      level: 1,
      aWins: 4,
      bWins: 3,
    });
  });

  it('a person against themselves has no record', () => {
    const none = { games: 0, aAhead: 0, bAhead: 0, level: 0, aWins: 0, bWins: 0 };
    expect(headToHead(games, 'Ana', 'ana ')).toEqual(none);
    expect(headToHead(games, 'Annie', 'Ana', {}, { annie: 'ana' })).toEqual(none);
  });
});
