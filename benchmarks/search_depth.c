/* How far above the expert could a deeper search on the same learned values go?
 *
 * A measuring tool, not the game's player: the expert (magdagdon/ai/expert.py) must decide in
 * pure Python within 250 ms; this plays NIGHTMARE games with expectimax on the same leaves
 * (heuristic + n-tuple tables) at any depth, in C, with no time limit, so RESULTS.md can say
 * what one or two more rolls of look-ahead are worth. It reuses the trainer's C loop
 * (placement order, heuristic, tables' reads: bit for bit those of Python), and adds:
 *
 *   depth 0  the afterstate of highest value (the training player);
 *   depth 1  of the best `k` by value, the highest exact expectation over all 1,296 rolls of
 *            the best reply's value;
 *   depth 2  while the board before the turn has at least `deep_from` empty cells: of the
 *            best `k`, the highest mean over `samples` rolls (a systematic sample, seeded by
 *            the board) of the best of the `k2` best replies valued at depth 1.
 *
 * Built and driven by benchmarks/bench_search_depth.py.
 */
#include "../magdagdon/ai/trainer.c"

#define MAX_AFTER 70000

typedef struct {
    int8_t board[CELLS];
    double value;
} After;

static After afters[3][MAX_AFTER]; /* one buffer per depth: a level's list outlives the next */
static int filled[3];
static int level_now;
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

/* trainer.c's grow, keeping every afterstate instead of the best */
static void grow_all(Search *s, uint64_t key) {
    if (s->depth >= s->smallest) {
        if (filled[level_now] < MAX_AFTER) {
            After *a = &afters[level_now][filled[level_now]++];
            memcpy(a->board, s->work, CELLS);
            a->value = value(s->run, s->work);
        }
        if (s->depth == s->size) return;
    }
    int anywhere = s->no_number && s->depth == 0, have = 0;
    for (int v = 1; v <= 6; v++)
        if (s->counts[v]) have |= 1 << (v - 1);
    for (int cell = 0; cell < CELLS; cell++) {
        int mask = open_values(s->work, cell, anywhere) & have;
        for (int v = 1; v <= 6; v++) {
            if (!(mask >> (v - 1) & 1)) continue;
            uint64_t child = key | ((uint64_t)v << (3 * cell));
            if (!seen_add(s, child)) continue;
            s->work[cell] = (int8_t)v;
            s->counts[v]--;
            s->depth++;
            grow_all(s, child);
            s->depth--;
            s->counts[v]++;
            s->work[cell] = EMPTY;
        }
    }
}

/* Every afterstate of `roll` on `board` (a MAGDAGDON: every ruin, R6.3) into afters[level]. */
static int collect(int level, const int8_t *board, const int8_t *roll) {
    Search *s = &search;
    int empties = 0, number = 0;
    for (int c = 0; c < CELLS; c++) {
        empties += board[c] == EMPTY;
        number |= board[c] > 0;
    }
    int required = empties < s->run->minimum ? empties : s->run->minimum;
    memcpy(s->work, board, CELLS);
    memset(s->counts, 0, sizeof s->counts);
    for (int i = 0; i < 4; i++) s->counts[roll[i]]++;
    s->depth = 0;
    s->size = empties < 4 ? empties : 4;
    s->smallest = required > 1 ? required : 1;
    s->no_number = !number;
    if (++s->generation == 0) {
        memset(s->stamp, 0, sizeof s->stamp);
        s->generation = 1;
    }
    level_now = level;
    filled[level] = 0;
    grow_all(s, 0);
    if (filled[level] == 0) {
        for (int c = 0; c < CELLS; c++) {
            if (board[c] != EMPTY) continue;
            After *a = &afters[level][filled[level]++];
            memcpy(a->board, board, CELLS);
            a->board[c] = RUINED;
            a->value = value(s->run, a->board);
        }
    }
    return filled[level];
}

static int by_value(const void *x, const void *y) {
    double a = ((const After *)x)->value, b = ((const After *)y)->value;
    return a < b ? 1 : a > b ? -1 : 0;
}

static double depth1(const Run *run, const int8_t *after) {
    if (!has_empty(after)) return heuristic(run, after);
    double total = 0;
    for (int i = 0; i < 126; i++) {
        int n = collect(2, after, rolls[i]);
        double best = -INFINITY;
        for (int j = 0; j < n; j++)
            if (afters[2][j].value > best) best = afters[2][j].value;
        total += chance[i] * best;
    }
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
        int n = collect(1, after, rolls[i]);
        qsort(afters[1], (size_t)n, sizeof(After), by_value);
        After top[16];
        int k = n < k2 ? n : k2;
        memcpy(top, afters[1], (size_t)k * sizeof(After));
        double best = -INFINITY;
        for (int j = 0; j < k; j++) {
            double v = depth1(run, top[j].board);
            if (v > best) best = v;
        }
        total += best;
    }
    return total / samples;
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
             NULL, NULL, 0.0, minimum};
    run = r;
    search.run = &run;
    int n = collect(0, board, roll);
    qsort(afters[0], (size_t)n, sizeof(After), by_value);
    if (k > 64) k = 64;
    int kept = n < k ? n : k, best = 0, empties = 0;
    memcpy(top, afters[0], (size_t)kept * sizeof(After));
    for (int c = 0; c < CELLS; c++) empties += board[c] == EMPTY;
    double best_value = -INFINITY;
    uint64_t seed = 0;
    for (int c = 0; c < CELLS; c++) seed = seed * 31 + (uint64_t)(board[c] + 2);
    for (int j = 0; depth > 0 && j < kept; j++) {
        double v = depth >= 2 && empties >= deep_from
                       ? depth2(&run, top[j].board, k2, samples, seed)
                       : depth1(&run, top[j].board);
        if (v > best_value) {
            best_value = v;
            best = j;
        }
    }
    memcpy(out, top[best].board, CELLS);
}
