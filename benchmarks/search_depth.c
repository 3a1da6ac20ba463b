/* How far above the expert could a deeper search on the same learned values go?
 *
 * A measuring tool, not the game's player: the expert (magdagdon/ai/expert.py) must decide in
 * pure Python within 250 ms; this plays NIGHTMARE games with expectimax on the same leaves
 * (heuristic + n-tuple tables) at any depth, in C, with no time limit, so RESULTS.md can say
 * what one or two more rolls of look-ahead are worth. It reuses the trainer's C loop
 * (placement order, best afterstate, heuristic, tables' reads: bit for bit those of Python),
 * and adds:
 *
 *   depth 0  the afterstate of highest value (the training player);
 *   depth 1  of the best `k` by value, the highest exact expectation over all 1,296 rolls of
 *            the best reply's value;
 *   depth 2  while the board before the turn has at least `deep_from` empty cells: of the
 *            best `k`, the highest mean over `samples` rolls (a systematic sample, seeded by
 *            the board) of the best of the `k2` best replies valued at depth 1;
 *   depth 3  rollouts: of the best `k`, the highest mean over `samples` dice sequences (the
 *            same ones for every candidate, seeded by the board and the roll) of the value
 *            reached when the depth-0 player plays them to the end of the game (`k2` 0), or
 *            for `k2` turns and then the learned value: the true value of the training
 *            player's own play instead of the tables' estimate of it;
 *   depth 4  exact two-roll expectimax, while the board before the turn has at least
 *            `deep_from` empty cells: of the best `k`, the highest exact expectation over all
 *            1,296 rolls of the best of the `k2` best replies (by value), each valued at
 *            depth 1 (exact too; a reply's value is remembered for the whole game, the same
 *            board always has the same value).
 *
 * Built and driven by benchmarks/bench_search_depth.py.
 */
#include "../magdagdon/ai/trainer.c"

typedef struct {
    int8_t board[CELLS];
    double value;
} After;

static int8_t rolls[126][4];
static double chance[126];

static void init_rolls(void) {
    int n = 0;
    for (int a = 1; a <= 6; a++)
        for (int b = a; b <= 6; b++)
            for (int c = b; c <= 6; c++)
                for (int d = c; d <= 6; d++) {
                    int v[4] = {a, b, c, d}, counts[7] = {0};
                    double ways = 24;
                    for (int i = 0; i < 4; i++) counts[v[i]]++;
                    for (int i = 1; i <= 6; i++)
                        for (int f = 2; f <= counts[i]; f++) ways /= f;
                    for (int i = 0; i < 4; i++) rolls[n][i] = (int8_t)v[i];
                    chance[n++] = ways / 1296.0;
                }
}

static int by_value(const void *x, const void *y) {
    double a = ((const After *)x)->value, b = ((const After *)y)->value;
    return a < b ? 1 : a > b ? -1 : 0;
}

/* The best `k` afterstates of `roll` on `board` by value (a MAGDAGDON: the best `k` ruins,
 * R6.3), into `top`: trainer.c's best_of keeping every afterstate. */
static int best_few(const int8_t *board, const int8_t *roll, int k, After *top) {
    static After all[MAX_AFTER];
    int8_t best[CELLS];
    int n = 0;
    search.keep = 1;
    best_of(&search, board, roll, best);
    search.keep = 0;
    for (int i = 0; i < search.kept; i++, n++) {
        memcpy(all[n].board, search.afters[i], CELLS);
        all[n].value = search.values[i];
    }
    for (int c = 0; search.kept == 0 && c < CELLS; c++) {
        if (board[c] != EMPTY) continue;
        memcpy(all[n].board, board, CELLS);
        all[n].board[c] = RUINED;
        all[n].value = value(search.run, all[n].board);
        n++;
    }
    qsort(all, (size_t)n, sizeof(After), by_value);
    if (n > k) n = k;
    memcpy(top, all, (size_t)n * sizeof(After));
    return n;
}

static double depth1(const Run *run, const int8_t *after) {
    if (!has_empty(after)) return heuristic(run, after);
    double total = 0;
    int8_t best[CELLS];
    for (int i = 0; i < 126; i++) total += chance[i] * best_of(&search, after, rolls[i], best);
    return total;
}

/* depth 1 values remembered by board (3 bits a cell), for depths 2 and 4: replies recur */
#define MEMO_BITS 22
static uint64_t memo_keys[1u << MEMO_BITS];
static double memo_values[1u << MEMO_BITS];
static uint8_t memo_used[1u << MEMO_BITS];
static long memo_count;

static uint32_t memo_slot(uint64_t key) {
    return (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> (64 - MEMO_BITS));
}

static double depth1_remembered(const Run *run, const int8_t *after) {
    uint64_t key = 0;
    for (int c = 0; c < CELLS; c++) key = key << 3 | (uint64_t)state(after[c]);
    uint32_t i = memo_slot(key);
    while (memo_used[i]) {
        if (memo_keys[i] == key) return memo_values[i];
        i = (i + 1) & ((1u << MEMO_BITS) - 1);
    }
    double v = depth1(run, after);
    if (memo_count > (1l << MEMO_BITS) / 2) { /* full enough: start again */
        memset(memo_used, 0, sizeof memo_used);
        memo_count = 0;
        i = memo_slot(key);
    }
    memo_used[i] = 1;
    memo_keys[i] = key;
    memo_values[i] = v;
    memo_count++;
    return v;
}

/* The value of `roll` after `after`: the best of its `k2` best replies, each at depth 1. */
static double best_reply(const Run *run, const int8_t *after, const int8_t *roll, int k2) {
    After top[16];
    int k = best_few(after, roll, k2 < 16 ? k2 : 16, top);
    double best = -INFINITY;
    for (int j = 0; j < k; j++) {
        double v = depth1_remembered(run, top[j].board);
        if (v > best) best = v;
    }
    return best;
}

static double exact2(const Run *run, const int8_t *after, int k2) {
    if (!has_empty(after)) return heuristic(run, after);
    double total = 0;
    for (int r = 0; r < 126; r++) total += chance[r] * best_reply(run, after, rolls[r], k2);
    return total;
}

static double depth2(const Run *run, const int8_t *after, int k2, int samples, uint64_t seed) {
    if (!has_empty(after)) return heuristic(run, after);
    double offset = (double)((seed * 0x9E3779B97F4A7C15ull) >> 11) / 9007199254740992.0;
    double total = 0;
    for (int s = 0; s < samples; s++) {
        double u = (s + offset) / samples, acc = 0;
        int i = 0;
        for (; i < 125; i++) {
            acc += chance[i];
            if (u < acc) break;
        }
        total += best_reply(run, after, rolls[i], k2);
    }
    return total / samples;
}

static double rollout(const Run *run, const int8_t *after, uint64_t seed, int turns) {
    int8_t board[CELLS], best[CELLS], roll[4];
    memcpy(board, after, CELLS);
    explore_seed(seed); /* trainer.c's stream: the search never explores */
    for (int t = 0; (turns == 0 || t < turns) && has_empty(board); t++) {
        for (int i = 0; i < 4; i++) roll[i] = (int8_t)((xorshift() >> 33) % 6 + 1);
        best_of(&search, board, roll, best);
        memcpy(board, best, CELLS);
    }
    return value(run, board);
}

static double rollouts(const Run *run, const int8_t *after, int futures, int turns,
                       uint64_t seed) {
    double total = 0;
    for (int f = 0; f < futures; f++)
        total += rollout(run, after, (seed + (uint64_t)f * 0x9E3779B97F4A7C15ull) *
                                         0xBF58476D1CE4E5B9ull, turns);
    return total / futures;
}

/* The afterstate chosen for `roll` on `board` (NIGHTMARE: `minimum` 3), into `out`. */
void decide(const int8_t *board, const int8_t *roll, int minimum, const double *lines,
            const double *weights, double **tables, const int32_t *reads, int nreads, int depth,
            int k, int k2, int samples, int deep_from, int8_t *out) {
    static int ready = 0;
    static Run run;
    static After top[64];
    if (!ready) {
        init_geometry();
        init_rolls();
        ready = 1;
    }
    Run r = {lines, weights[0], weights[1], weights[2], tables, reads, nreads,
             NULL, NULL, 0.0, minimum, 0.0};
    run = r;
    search.run = &run;
    static double **remembered_for = NULL; /* remembered values are those of one set of tables */
    if (tables != remembered_for) {
        memset(memo_used, 0, sizeof memo_used);
        memo_count = 0;
        remembered_for = tables;
    }
    int kept = best_few(board, roll, k < 64 ? k : 64, top), best = 0, empties = 0;
    for (int c = 0; c < CELLS; c++) empties += board[c] == EMPTY;
    double best_value = -INFINITY;
    uint64_t seed = 0;
    for (int c = 0; c < CELLS; c++) seed = seed * 31 + (uint64_t)(board[c] + 2);
    uint64_t future = seed;
    for (int i = 0; i < 4; i++) future = future * 7 + (uint64_t)roll[i];
    for (int j = 0; depth > 0 && j < kept; j++) {
        double v = depth == 4 ? (empties >= deep_from ? exact2(&run, top[j].board, k2)
                                                      : depth1(&run, top[j].board))
                   : depth == 3 ? rollouts(&run, top[j].board, samples, k2, future)
                   : depth == 2 && empties >= deep_from
                       ? depth2(&run, top[j].board, k2, samples, seed)
                       : depth1(&run, top[j].board);
        if (v > best_value) {
            best_value = v;
            best = j;
        }
    }
    memcpy(out, top[best].board, CELLS);
}
