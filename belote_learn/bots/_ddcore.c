/*
 * belote_learn.bots._ddcore: the double-dummy search of belote_learn.bots.dd, in C.
 *
 * An optional accelerator: the Python module belote_learn.bots.dd holds the reference search and
 * uses this one when it was compiled. The tables (beats, above, points, strengths, between) come
 * from the Python engine; the legal-card rules mirror belote_learn.play.legal_mask, and the
 * test-suite checks that both searches (and the legal cards) agree on random positions.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define INF 10000

typedef struct {
    uint32_t h[4];
    uint8_t meta;      /* leader | won_all << 2 | used << 3 | counted team NS << 4 */
    int16_t lo, hi;
    int8_t best;
} Entry;

typedef struct {
    uint8_t beats[1024];
    uint32_t above[32];
    int points[32];
    int strength[32];
    uint32_t between[1024];
    uint32_t trump_mask;
    int mode; /* 0 suit, 1 no trumps, 2 all trumps, 3 mariage */
    int overtrump_partner, must_undertrump, marriage_table;
    int tk, tq, tj;
    int bonus;
    int capot[2]; /* the last trick's value when the counted team took every trick: [EW counted, NS counted] */
    int nxt[4];
    Entry *tt;
    uint64_t tt_mask;
    long long nodes;
} Solver;

static int winner_index(const Solver *S, const int *trick, int n) {
    int best = trick[0], wi = 0;
    for (int i = 1; i < n; i++) {
        int c = trick[i];
        if (S->beats[c * 32 + best]) { best = c; wi = i; }
    }
    return wi;
}

static uint32_t marriage_cards(const Solver *S, uint32_t hand, uint32_t table) {
    uint32_t allowed = 0;
    int k = S->tk, q = S->tq, j = S->tj;
    if (S->marriage_table) {
        if (table >> q & 1) allowed |= 1u << k;
        if (table >> k & 1) allowed |= 1u << q;
        if ((table >> k & 1) && (table >> q & 1)) allowed |= 1u << j;
    } else if ((hand >> k & 1) && (hand >> q & 1)) {
        allowed |= (1u << k) | (1u << q);
        if (hand >> j & 1) allowed |= 1u << j;
    }
    return allowed & hand;
}

/* Mirrors belote_learn.play.legal_mask. */
static uint32_t legal(const Solver *S, uint32_t hand, const int *trick, int n) {
    if (n == 0) return hand;
    int lead = trick[0];
    uint32_t follow = hand & (0xFFu << (8 * (lead >> 3)));
    int wi = winner_index(S, trick, n);
    int best = trick[wi];
    uint32_t tm = S->trump_mask;
    if (S->mode == 0) {
        if (follow) {
            if (tm >> lead & 1) {
                uint32_t h = follow & S->above[best];
                return h ? h : follow;
            }
            return follow;
        }
        uint32_t trumps = hand & tm;
        if (!trumps) return hand;
        if (wi == n - 2) {
            if (S->overtrump_partner && (tm >> best & 1)) {
                uint32_t higher = trumps & S->above[best];
                /* overtrump_partner 2: a hand of nothing but trumps is free (coinche's reading) */
                if (higher && !(S->overtrump_partner == 2 && trumps == hand)) return (hand & ~tm) | higher;
            }
            return hand;
        }
        if (tm >> best & 1) {
            uint32_t higher = trumps & S->above[best];
            if (higher) return higher;
            return S->must_undertrump ? trumps : hand;
        }
        return trumps;
    }
    if (S->mode == 1) return follow ? follow : hand;
    if (S->mode == 2) {
        if (follow) {
            uint32_t h = follow & S->above[best];
            return h ? h : follow;
        }
        return hand;
    }
    /* mariage */
    if (follow) return follow;
    if (!(tm >> best & 1)) return hand;
    uint32_t lower = hand & tm & ~S->above[best];
    if (!lower || lower == hand) return hand;
    uint32_t table = 0;
    for (int i = 0; i < n; i++) table |= 1u << trick[i];
    return (hand & ~lower) | marriage_cards(S, hand, table);
}

static int bitlist(uint32_t m, int *out) {
    int n = 0;
    while (m) {
        int c = __builtin_ctz(m);
        out[n++] = c;
        m &= m - 1;
    }
    return n;
}

/* sort keys: smaller first */
static void sort_by(int *cards, long *keys, int n) {
    for (int i = 1; i < n; i++) {
        int c = cards[i];
        long k = keys[i];
        int j = i - 1;
        while (j >= 0 && keys[j] > k) { cards[j + 1] = cards[j]; keys[j + 1] = keys[j]; j--; }
        cards[j + 1] = c;
        keys[j + 1] = k;
    }
}

static int moves(const Solver *S, uint32_t hand, const int *trick, int n, uint32_t remaining, int *out) {
    int cards[8];
    int m = bitlist(legal(S, hand, trick, n), cards);
    if (m <= 1) { if (m) out[0] = cards[0]; return m; }
    long keys[8];
    for (int i = 0; i < m; i++) keys[i] = (cards[i] >> 3) * 16 + S->strength[cards[i]];
    sort_by(cards, keys, m);
    int k = 0;
    for (int i = 0; i < m; i++) {
        int c = cards[i];
        if (k > 0) {
            int p = out[k - 1];
            if ((p >> 3) == (c >> 3) && S->points[p] == S->points[c] && !(remaining & S->between[p * 32 + c])) continue;
        }
        out[k++] = c;
    }
    /* ordering, as in the Python search */
    for (int i = 0; i < k; i++) {
        int c = out[i];
        long key;
        if (n) {
            int wi = winner_index(S, trick, n);
            int best = trick[wi];
            int wins = S->beats[c * 32 + best];
            if (wi == n - 2) key = (long)wins * 100000 + (100 - S->points[c]) * 100 + S->strength[c];
            else if (n == 3) key = wins ? (100 - S->points[c]) : 100000 + S->points[c] * 100 + S->strength[c];
            else key = wins ? (100 - S->strength[c]) * 1000 + (100 - S->points[c]) : 1000000 + S->points[c] * 100 + S->strength[c];
        } else {
            key = (100 - S->strength[c]) * 1000 + (100 - S->points[c]);
        }
        keys[i] = key;
    }
    sort_by(out, keys, k);
    return k;
}

static uint64_t mix(uint64_t x) {
    x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ULL; x ^= x >> 33;
    return x;
}

/* ``won_all`` here is won_all | counted-team-is-NS << 2: the value depends on the team counted */
static Entry *probe(Solver *S, const uint32_t *h, int leader, int won_all) {
    uint64_t a = ((uint64_t)h[0] << 32) | h[1], b = ((uint64_t)h[2] << 32) | h[3];
    uint64_t idx = mix(a ^ mix(b ^ (uint64_t)(leader | won_all << 2))) & S->tt_mask;
    return &S->tt[idx];
}

static int same(const Entry *e, const uint32_t *h, int leader, int won_all) {
    return (e->meta & 8) && e->h[0] == h[0] && e->h[1] == h[1] && e->h[2] == h[2] && e->h[3] == h[3]
        && (e->meta & 0x17) == (leader | won_all << 2);
}

static int last_trick(Solver *S, uint32_t *h, int leader, int won_all, int ns) {
    int trick[4];
    int seat = leader;
    for (int i = 0; i < 4; i++) { trick[i] = __builtin_ctz(h[seat]); seat = S->nxt[seat]; }
    int wi = winner_index(S, trick, 4);
    int winner = leader;
    for (int i = 0; i < wi; i++) winner = S->nxt[winner];
    if (((winner & 1) == 0) != (ns != 0)) return 0;
    int pts = S->points[trick[0]] + S->points[trick[1]] + S->points[trick[2]] + S->points[trick[3]];
    if (S->bonus) pts += won_all ? S->capot[ns != 0] : S->bonus;
    return pts;
}

static int search(Solver *S, uint32_t *h, int leader, int *trick, int n, int done, int won_all, int ns, int alpha, int beta) {
    int best_move = -1;
    int a0 = alpha, b0 = beta;
    Entry *e = NULL;
    if (n == 0) {
        if (done == 8) return 0;
        if (done == 7) return last_trick(S, h, leader, won_all, ns);
        e = probe(S, h, leader, won_all | (ns != 0) << 2);
        if (same(e, h, leader, won_all | (ns != 0) << 2)) {
            best_move = e->best;
            if (e->lo >= beta) return e->lo;
            if (e->hi <= alpha) return e->hi;
            if (e->lo == e->hi) return e->lo;
            if (e->lo > alpha) alpha = e->lo;
            if (e->hi < beta) beta = e->hi;
        }
        a0 = alpha; b0 = beta;
    }
    S->nodes++;
    int seat = leader;
    for (int i = 0; i < n; i++) seat = S->nxt[seat];
    int maximise = ((seat & 1) == 0) == (ns != 0);
    uint32_t remaining = h[0] | h[1] | h[2] | h[3];
    for (int i = 0; i < n; i++) remaining |= 1u << trick[i];
    int mv[8];
    int k = moves(S, h[seat], trick, n, remaining, mv);
    if (best_move >= 0) {
        for (int i = 1; i < k; i++) if (mv[i] == best_move) { int t = mv[0]; mv[0] = mv[i]; mv[i] = t; break; }
    }
    int best = maximise ? -INF : INF;
    int chosen = -1;
    uint32_t hand = h[seat];
    for (int i = 0; i < k; i++) {
        int c = mv[i];
        int value;
        h[seat] = hand & ~(1u << c);
        trick[n] = c;
        if (n == 3) {
            int wi = winner_index(S, trick, 4);
            int winner = leader;
            for (int j = 0; j < wi; j++) winner = S->nxt[winner];
            int ours = ((winner & 1) == 0) == (ns != 0);
            int pts = ours ? S->points[trick[0]] + S->points[trick[1]] + S->points[trick[2]] + S->points[trick[3]] : 0;
            int sub[4];
            value = pts + search(S, h, winner, sub, 0, done + 1, won_all && ours, ns, alpha - pts, beta - pts);
        } else {
            value = search(S, h, leader, trick, n + 1, done, won_all, ns, alpha, beta);
        }
        h[seat] = hand;
        if (maximise) {
            if (value > best) { best = value; chosen = c; }
            if (best > alpha) alpha = best;
        } else {
            if (value < best) { best = value; chosen = c; }
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    if (n == 0) {
        e = probe(S, h, leader, won_all | (ns != 0) << 2);
        int lo = -INF, hi = INF;
        if (same(e, h, leader, won_all | (ns != 0) << 2)) { lo = e->lo; hi = e->hi; }
        if (best <= a0) { if (best < hi) hi = best; }
        else if (best >= b0) { if (best > lo) lo = best; }
        else { lo = hi = best; }
        memcpy(e->h, h, sizeof e->h);
        e->meta = (uint8_t)(leader | won_all << 2 | 8 | (ns != 0) << 4);
        e->lo = (int16_t)lo;
        e->hi = (int16_t)hi;
        e->best = (int8_t)chosen;
    }
    return best;
}

static int mtdf(Solver *S, uint32_t *h, int leader, int *trick, int n, int done, int won_all, int ns, int guess) {
    int lo = -INF, hi = INF, g = guess;
    while (lo < hi) {
        int beta = (g == lo) ? g + 1 : g;
        g = search(S, h, leader, trick, n, done, won_all, ns, beta - 1, beta);
        if (g < beta) hi = g; else lo = g;
    }
    return g;
}

/* ---- Python interface -------------------------------------------------------------------- */

static void destroy(PyObject *cap) {
    Solver *S = (Solver *)PyCapsule_GetPointer(cap, "ddcore.Solver");
    if (S) { free(S->tt); free(S); }
}

static int fill_u32(PyObject *seq, uint32_t *out, Py_ssize_t n) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence");
    if (!fast || PySequence_Fast_GET_SIZE(fast) != n) { Py_XDECREF(fast); PyErr_SetString(PyExc_ValueError, "bad table size"); return -1; }
    for (Py_ssize_t i = 0; i < n; i++) out[i] = (uint32_t)PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : 0;
}

static int fill_int(PyObject *seq, int *out, Py_ssize_t n) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence");
    if (!fast || PySequence_Fast_GET_SIZE(fast) != n) { Py_XDECREF(fast); PyErr_SetString(PyExc_ValueError, "bad table size"); return -1; }
    for (Py_ssize_t i = 0; i < n; i++) out[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : 0;
}

static PyObject *py_make(PyObject *self, PyObject *args) {
    PyObject *beats, *above, *points, *strength, *between, *nxt;
    unsigned long trump_mask;
    int mode, otp, mu, mtable, tk, tq, tj, bonus, capot_ew, capot_ns, tt_bits;
    if (!PyArg_ParseTuple(args, "OOOOOkiiiiiiiiiiOi", &beats, &above, &points, &strength, &between, &trump_mask,
                          &mode, &otp, &mu, &mtable, &tk, &tq, &tj, &bonus, &capot_ew, &capot_ns, &nxt, &tt_bits))
        return NULL;
    Solver *S = calloc(1, sizeof(Solver));
    if (!S) return PyErr_NoMemory();
    int tmp[1024];
    if (fill_int(beats, tmp, 1024) < 0) { free(S); return NULL; }
    for (int i = 0; i < 1024; i++) S->beats[i] = (uint8_t)(tmp[i] != 0);
    if (fill_u32(above, S->above, 32) < 0 || fill_int(points, S->points, 32) < 0 || fill_int(strength, S->strength, 32) < 0
        || fill_u32(between, S->between, 1024) < 0 || fill_int(nxt, S->nxt, 4) < 0) { free(S); return NULL; }
    S->trump_mask = (uint32_t)trump_mask;
    S->mode = mode; S->overtrump_partner = otp; S->must_undertrump = mu; S->marriage_table = mtable;
    S->tk = tk; S->tq = tq; S->tj = tj; S->bonus = bonus;
    S->capot[0] = capot_ew; S->capot[1] = capot_ns;
    if (tt_bits < 10 || tt_bits > 26) tt_bits = 20;
    S->tt_mask = ((uint64_t)1 << tt_bits) - 1;
    S->tt = calloc((size_t)1 << tt_bits, sizeof(Entry));
    if (!S->tt) { free(S); return PyErr_NoMemory(); }
    return PyCapsule_New(S, "ddcore.Solver", destroy);
}

static int read_state(PyObject *args, Solver **S, uint32_t *h, int *leader, int *trick, int *n, int *done, int *won_all, int *ns, int *extra) {
    PyObject *cap, *tr;
    unsigned long h0, h1, h2, h3;
    if (!PyArg_ParseTuple(args, "OkkkkiOiiii", &cap, &h0, &h1, &h2, &h3, leader, &tr, done, won_all, ns, extra)) return -1;
    *S = (Solver *)PyCapsule_GetPointer(cap, "ddcore.Solver");
    if (!*S) return -1;
    h[0] = (uint32_t)h0; h[1] = (uint32_t)h1; h[2] = (uint32_t)h2; h[3] = (uint32_t)h3;
    PyObject *fast = PySequence_Fast(tr, "trick must be a sequence");
    if (!fast) return -1;
    *n = (int)PySequence_Fast_GET_SIZE(fast);
    if (*n > 3) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "at most 3 cards in a trick"); return -1; }
    for (int i = 0; i < *n; i++) trick[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : 0;
}

static PyObject *py_solve(PyObject *self, PyObject *args) {
    Solver *S; uint32_t h[4]; int leader, trick[4], n, done, won_all, ns, guess;
    if (read_state(args, &S, h, &leader, trick, &n, &done, &won_all, &ns, &guess) < 0) return NULL;
    return PyLong_FromLong(mtdf(S, h, leader, trick, n, done, won_all, ns, guess));
}

/* values(cap, h0..h3, leader, trick, done, won_all, ns, guess) -> [(card, value)] for each legal card */
static PyObject *py_values(PyObject *self, PyObject *args) {
    Solver *S; uint32_t h[4]; int leader, trick[4], n, done, won_all, ns, guess;
    if (read_state(args, &S, h, &leader, trick, &n, &done, &won_all, &ns, &guess) < 0) return NULL;
    int seat = leader;
    for (int i = 0; i < n; i++) seat = S->nxt[seat];
    int cards[8];
    int k = bitlist(legal(S, h[seat], trick, n), cards);
    PyObject *out = PyList_New(k);
    uint32_t hand = h[seat];
    for (int i = 0; i < k; i++) {
        int c = cards[i], v;
        h[seat] = hand & ~(1u << c);
        trick[n] = c;
        if (n == 3) {
            int wi = winner_index(S, trick, 4);
            int winner = leader;
            for (int j = 0; j < wi; j++) winner = S->nxt[winner];
            int ours = ((winner & 1) == 0) == (ns != 0);
            int pts = ours ? S->points[trick[0]] + S->points[trick[1]] + S->points[trick[2]] + S->points[trick[3]] : 0;
            int wa = won_all && ours;
            if (done + 1 == 8) v = ours ? pts + (S->bonus ? (wa ? S->capot[ns != 0] : S->bonus) : 0) : 0;
            else { int sub[4]; v = pts + mtdf(S, h, winner, sub, 0, done + 1, wa, ns, guess - pts); }
        } else {
            v = mtdf(S, h, leader, trick, n + 1, done, won_all, ns, guess);
        }
        guess = v;
        h[seat] = hand;
        PyList_SET_ITEM(out, i, Py_BuildValue("(ii)", c, v));
    }
    return out;
}

static PyObject *py_legal(PyObject *self, PyObject *args) {
    Solver *S; uint32_t h[4]; int leader, trick[4], n, done, won_all, ns, extra;
    if (read_state(args, &S, h, &leader, trick, &n, &done, &won_all, &ns, &extra) < 0) return NULL;
    int seat = leader;
    for (int i = 0; i < n; i++) seat = S->nxt[seat];
    return PyLong_FromUnsignedLong(legal(S, h[seat], trick, n));
}

static PyObject *py_nodes(PyObject *self, PyObject *args) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    Solver *S = (Solver *)PyCapsule_GetPointer(cap, "ddcore.Solver");
    if (!S) return NULL;
    return PyLong_FromLongLong(S->nodes);
}

static PyObject *py_clear(PyObject *self, PyObject *args) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    Solver *S = (Solver *)PyCapsule_GetPointer(cap, "ddcore.Solver");
    if (!S) return NULL;
    memset(S->tt, 0, (size_t)(S->tt_mask + 1) * sizeof(Entry));
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"make", py_make, METH_VARARGS, "make(tables...) -> solver"},
    {"solve", py_solve, METH_VARARGS, "solve(solver, h0, h1, h2, h3, leader, trick, done, won_all, ns, guess) -> value"},
    {"values", py_values, METH_VARARGS, "values(solver, h0, h1, h2, h3, leader, trick, done, won_all, ns, guess) -> [(card, value)]"},
    {"legal", py_legal, METH_VARARGS, "legal(solver, h0, h1, h2, h3, leader, trick, 0, 0, 0, 0) -> mask"},
    {"nodes", py_nodes, METH_VARARGS, "nodes(solver) -> int"},
    {"clear", py_clear, METH_VARARGS, "clear(solver): empty the transposition table"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_ddcore", "Double-dummy search core (C).", -1, methods};

PyMODINIT_FUNC PyInit__ddcore(void) { return PyModule_Create(&module); }
