/* The n-tuple trainer's inner loop in C: the same games and the same steps as train.py's
 * play_and_learn (TD(0), temporal coherence, TD(lambda); no searching player), so the same
 * command gives the same tables, about 40 times faster.
 *
 * Everything that decides a value comes from Python (native.py, Native): the heuristic's line
 * table and weights, the tables and their reads, the dice and the rate of every game. What
 * is written here again is only what must run per afterstate: the engine's placement order
 * (magdagdon/engine/board.py, iter_placements: cells 0..15, values upwards, a set once),
 * the heuristic's cell terms (evaluate.Evaluator._compute) and the tables' reads
 * (ntuple._read), each with its floating-point operations in the same order, so the results
 * are bit for bit those of the Python trainer (tests/ai/test_train.py compares them).
 *
 * One thing only C does: --explore, a training player that picks its afterstate at random
 * with chances exp((value - best) / temperature) while it learns towards the best one's value
 * (so the tables see more than the greedy player's own positions); its draws come from a
 * xorshift stream seeded by native.py (seed_exploring): the same command, the same tables.
 *
 * Built by native.py (build) with the system's C compiler (-O2 -ffp-contract=off: no fused
 * multiply-add, which would round differently); nothing of it ships with the game.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CELLS 16
#define EMPTY 0
#define RUINED (-1)
#define RUIN_PENALTY 15.0
#define SEEN_BITS 18
#define SEEN_SIZE (1u << SEEN_BITS)
#define MAX_READS 128
#define MAX_TURNS 16
#define MAX_AFTER 70000

typedef int8_t Board[CELLS];

static int neighbours[CELLS][4];
static int neighbour_count[CELLS];
static const int LINES[8][4] = {
    {0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15},
    {0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
};
static int near_mask[7];

static void init_geometry(void) {
    static const int moves[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    for (int cell = 0; cell < CELLS; cell++) {
        int row = cell / 4, col = cell % 4, n = 0;
        for (int m = 0; m < 4; m++) {
            int r = row + moves[m][0], c = col + moves[m][1];
            if (r >= 0 && r < 4 && c >= 0 && c < 4) neighbours[cell][n++] = r * 4 + c;
        }
        neighbour_count[cell] = n;
    }
    near_mask[0] = 0;
    for (int v = 1; v <= 6; v++) {
        int mask = 0;
        for (int w = 1; w <= 6; w++)
            if (abs(w - v) <= 1) mask |= 1 << (w - 1);
        near_mask[v] = mask;
    }
}

/* -- what Python hands over for a run */
typedef struct {
    const double *lines;    /* 4096: the heuristic's value of each line's contents */
    double empty_cell, tight_cell, dead_cell;
    double **tables;        /* the network's tables */
    const int32_t *reads;   /* per read: table, cell count k, then k cells (padded to 8) */
    int nreads;
    double **errors, **sizes; /* temporal coherence's E and A per table, or NULL */
    double lam;
    int minimum;            /* the difficulty's dice a turn (R2) */
    double explore;         /* the exploring player's temperature (0: greedy) */
} Run;

static inline int state(int8_t v) { return v & 7; } /* empty 0, 1..6, a ruin 7 */

static double heuristic(const Run *run, const int8_t *board) {
    int8_t work[CELLS];
    memcpy(work, board, CELLS);
    double total = 0.0;
    int anywhere = 1;
    for (int cell = 0; cell < CELLS; cell++) {
        int v = board[cell];
        if (v > 0) {
            total += (double)(2 * v);
            anywhere = 0;
        } else if (v == RUINED) {
            total -= RUIN_PENALTY;
        }
    }
    if (!anywhere) {
        for (int cell = 0; cell < CELLS; cell++) {
            if (board[cell] != EMPTY) continue;
            int lo = 1, hi = 6, touching = 0, blocked = 1;
            for (int i = 0; i < neighbour_count[cell]; i++) {
                int v = board[neighbours[cell][i]];
                if (v > 0) {
                    touching = 1;
                    if (v - 1 > lo) lo = v - 1;
                    if (v + 1 < hi) hi = v + 1;
                }
                if (v != RUINED) blocked = 0;
            }
            if ((touching && lo > hi) || blocked) {
                work[cell] = RUINED;
                total -= RUIN_PENALTY + run->dead_cell;
            } else if (touching && lo == hi) {
                total += run->empty_cell - run->tight_cell;
            } else {
                total += run->empty_cell;
            }
        }
    } else {
        int empties = 0;
        for (int cell = 0; cell < CELLS; cell++) empties += board[cell] == EMPTY;
        total += run->empty_cell * (double)empties;
    }
    for (int l = 0; l < 8; l++) {
        const int *c = LINES[l];
        total += run->lines[state(work[c[0]]) << 9 | state(work[c[1]]) << 6 |
                            state(work[c[2]]) << 3 | state(work[c[3]])];
    }
    return total;
}

static inline int read_index(const int32_t *read, const int8_t *board) {
    int k = read[1], x = 0;
    for (int j = 0; j < k; j++) x = x << 3 | state(board[read[2 + j]]);
    return x;
}

static double correction(const Run *run, const int8_t *board) {
    double total = 0.0;
    for (int r = 0; r < run->nreads; r++) {
        const int32_t *read = run->reads + 8 * r;
        total += run->tables[read[0]][read_index(read, board)];
    }
    return total;
}

static int has_empty(const int8_t *board) {
    for (int cell = 0; cell < CELLS; cell++)
        if (board[cell] == EMPTY) return 1;
    return 0;
}

static double value(const Run *run, const int8_t *board) {
    double v = heuristic(run, board);
    return has_empty(board) ? v + correction(run, board) : v;
}

/* -- every afterstate of a roll, in iter_placements' order, keeping the first best */
typedef struct {
    const Run *run;
    int8_t work[CELLS];
    int counts[7];
    int depth, smallest, size, no_number;
    uint64_t seen[SEEN_SIZE];
    uint32_t stamp[SEEN_SIZE];
    uint32_t generation;
    double best_value;
    int8_t best[CELLS];
    int keep;                    /* exploring: every afterstate is kept below */
    int kept;
    int8_t afters[MAX_AFTER][CELLS];
    double values[MAX_AFTER];
} Search;

static int seen_add(Search *s, uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ull;
    uint32_t i = (uint32_t)(h >> (64 - SEEN_BITS));
    for (;;) {
        if (s->stamp[i] != s->generation) {
            s->stamp[i] = s->generation;
            s->seen[i] = key;
            return 1;
        }
        if (s->seen[i] == key) return 0;
        i = (i + 1) & (SEEN_SIZE - 1);
    }
}

static int open_values(const int8_t *board, int cell, int anywhere) {
    if (board[cell] != EMPTY) return 0;
    int mask = 63, touching = anywhere;
    for (int i = 0; i < neighbour_count[cell]; i++) {
        int v = board[neighbours[cell][i]];
        if (v > 0) {
            mask &= near_mask[v];
            touching = 1;
        }
    }
    return touching ? mask : 0;
}

static void grow(Search *s, uint64_t key) {
    if (s->depth >= s->smallest) {
        double v = value(s->run, s->work);
        if (v > s->best_value) {
            s->best_value = v;
            memcpy(s->best, s->work, CELLS);
        }
        if (s->keep && s->kept < MAX_AFTER) {
            memcpy(s->afters[s->kept], s->work, CELLS);
            s->values[s->kept++] = v;
        }
        if (s->depth == s->size) return;
    }
    int anywhere = s->no_number && s->depth == 0;
    int have = 0;
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
            grow(s, child);
            s->depth--;
            s->counts[v]++;
            s->work[cell] = EMPTY;
        }
    }
}

/* train.play_and_learn's best_of: the afterstate of highest value (a MAGDAGDON: the least bad
 * ruin); returns its value, the board in `out` */
static double best_of(Search *s, const int8_t *board, const int8_t *roll, int8_t *out) {
    int empties = 0, number = 0;
    for (int cell = 0; cell < CELLS; cell++) {
        empties += board[cell] == EMPTY;
        number |= board[cell] > 0;
    }
    int required = empties < s->run->minimum ? empties : s->run->minimum;
    memcpy(s->work, board, CELLS);
    memset(s->counts, 0, sizeof s->counts);
    for (int i = 0; i < 4; i++) s->counts[roll[i]]++;
    s->depth = 0;
    s->size = empties < 4 ? empties : 4;
    s->smallest = required > 1 ? required : 1;
    s->no_number = !number;
    s->best_value = -INFINITY;
    s->kept = 0;
    memcpy(s->best, board, CELLS);
    if (++s->generation == 0) {
        memset(s->stamp, 0, sizeof s->stamp);
        s->generation = 1;
    }
    if (s->size >= 0 && s->size <= 4) grow(s, 0);
    if (s->best_value == -INFINITY) {
        int8_t after[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            if (board[cell] != EMPTY) continue;
            memcpy(after, board, CELLS);
            after[cell] = RUINED;
            double v = value(s->run, after);
            if (v > s->best_value) {
                s->best_value = v;
                memcpy(s->best, after, CELLS);
            }
        }
    }
    memcpy(out, s->best, CELLS);
    return s->best_value;
}

static void learn(const Run *run, const int8_t *board, double error, double rate) {
    if (run->errors == NULL) {
        double step = rate * error / (double)run->nreads;
        for (int r = 0; r < run->nreads; r++) {
            const int32_t *read = run->reads + 8 * r;
            run->tables[read[0]][read_index(read, board)] += step;
        }
        return;
    }
    double share = rate * error / (double)run->nreads, size = fabs(error);
    for (int r = 0; r < run->nreads; r++) {
        const int32_t *read = run->reads + 8 * r;
        int x = read_index(read, board);
        double *e = run->errors[read[0]], *a = run->sizes[read[0]];
        double ax = a[x];
        run->tables[read[0]][x] += share * (ax != 0.0 ? fabs(e[x]) / ax : 1.0);
        e[x] += error;
        a[x] = ax + size;
    }
}

static Search search;
static uint64_t explore_state = 1;

void explore_seed(uint64_t seed) { explore_state = seed ? seed : 1; }

static uint64_t xorshift(void) { /* xorshift64*: the next draw of the exploring stream */
    explore_state ^= explore_state >> 12;
    explore_state ^= explore_state << 25;
    explore_state ^= explore_state >> 27;
    return explore_state * 0x2545F4914F6CDD1Dull;
}

static double uniform(void) { return (double)(xorshift() >> 11) / 9007199254740992.0; }

/* The exploring player's afterstate among those best_of kept (none kept: its ruin). */
static const int8_t *explored(const Search *s, double best, double temperature) {
    if (s->kept == 0) return s->best;
    double total = 0.0;
    for (int i = 0; i < s->kept; i++) total += exp((s->values[i] - best) / temperature);
    double u = uniform() * total, sum = 0.0;
    for (int i = 0; i < s->kept; i++) {
        sum += exp((s->values[i] - best) / temperature);
        if (u < sum) return s->afters[i];
    }
    return s->best;
}

/* One game as play_and_learn plays it; the dice from `dice`, `*used` of them consumed. */
static int play(const Run *run, double rate, const int8_t *dice, int *used) {
    int8_t board[CELLS], before[CELLS], best[CELLS];
    int8_t path[MAX_TURNS + 1][CELLS];
    double values[MAX_TURNS + 1];
    int turns = 0, have_before = 0;
    memset(board, EMPTY, CELLS);
    while (has_empty(board)) {
        const int8_t *roll = dice + *used;
        *used += 4;
        double best_value = best_of(&search, board, roll, best);
        if (run->explore > 0.0) memcpy(best, explored(&search, best_value, run->explore), CELLS);
        if (run->lam != 0.0) {
            memcpy(path[turns], best, CELLS);
            values[turns] = best_value;
        } else if (have_before) {
            learn(run, before, best_value - value(run, before), rate);
        }
        turns++;
        memcpy(before, best, CELLS);
        memcpy(board, best, CELLS);
        have_before = 1;
    }
    if (run->lam != 0.0) {
        /* train.lambda_returns, then each afterstate but the last moves towards its return */
        double targets[MAX_TURNS + 1];
        double target = values[turns - 1];
        for (int t = turns - 2; t >= 0; t--) {
            target = (1 - run->lam) * values[t + 1] + run->lam * target;
            targets[t] = target;
        }
        for (int t = 0; t < turns - 1; t++)
            learn(run, path[t], targets[t] - value(run, path[t]), rate);
    }
    return (int)lrint(heuristic(run, board));
}

/* Plays games while the dice left hold a whole game (16 turns of 4); returns how many were
 * played, their scores in `scores`, the dice consumed in `*used`. */
int train_games(int games, const double *rates, const int8_t *dice, int ndice, int minimum,
                const double *lines, const double *weights, double **tables,
                const int32_t *reads, int nreads, double **errors, double **sizes, double lam,
                double explore, int32_t *scores, int32_t *used) {
    static int ready = 0;
    if (!ready) {
        init_geometry();
        ready = 1;
    }
    if (nreads > MAX_READS) return -1;
    Run run = {lines, weights[0], weights[1], weights[2], tables, reads, nreads,
               errors, sizes, lam, minimum, explore};
    search.run = &run;
    search.keep = explore > 0.0;
    int done = 0, at = 0;
    while (done < games && ndice - at >= 4 * MAX_TURNS) {
        scores[done] = play(&run, rates[done], dice, &at);
        done++;
    }
    *used = at;
    return done;
}

/* The learned value of each of `count` boards (tests compare it with Python's). */
void values_of(int count, const int8_t *boards, int minimum, const double *lines,
               const double *weights, double **tables, const int32_t *reads, int nreads,
               double *out) {
    init_geometry();
    Run run = {lines, weights[0], weights[1], weights[2], tables, reads, nreads,
               NULL, NULL, 0.0, minimum, 0.0};
    for (int i = 0; i < count; i++) out[i] = value(&run, boards + CELLS * i);
}
