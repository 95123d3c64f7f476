/* queens-solver.c: bitboard search for the N-Queens puzzle
 *
 * Three searches live here:
 *
 * - Counting (queens_solver_count) splits the board by its border: every
 *   solution has exactly one queen in each of the top row, bottom row, left
 *   column and right column (a corner queen counts for two).  Those queens
 *   form a "constellation".  The eight symmetries of the square map
 *   constellations onto constellations, so only one constellation per
 *   symmetry orbit is searched and its count is weighted by the orbit size.
 *   Each constellation is an independent task for a thread pool.  The rest of
 *   the board is searched with forward checking: after each queen every
 *   empty row must still have a free square and every empty column must
 *   still be reachable, and the next row to fill is the one with the fewest
 *   free squares.  The pre-placed border queens make that pruning bite early.
 *   The number of classes comes from Burnside's lemma: no solution of N > 1
 *   is symmetric under a reflection, so unique = (total + 2 F90 + F180) / 8
 *   where F90 and F180 count the solutions unchanged by a quarter and a half
 *   turn; two small searches that place whole rotation orbits find those.
 *
 * - Enumeration (queens_solver_enumerate) must keep lexicographic order.
 *   For 6 <= N <= 16 it runs the counting search over the canonical
 *   constellations, packs each solution into a 64-bit word, expands it to
 *   its distinct symmetric images, files those by their first two rows and
 *   radix-sorts each file before delivering it: an eighth of the search of a
 *   row-by-row enumeration, for memory proportional to the answer.  Other N,
 *   and every N for queens_solver_enumerate_streaming (a listing that must
 *   start at once in bounded memory), are searched row by row, columns in
 *   increasing order: the first two
 *   rows' columns split the work into tasks for worker threads, whose
 *   solutions stream back in bounded chunks and are delivered in task order.
 *   Either way the batches are handed over on the calling thread.
 *
 * - Completion (queens_solver_complete, _count_completions) reuses the
 *   forward-checking search from an arbitrary set of pinned queens, and hands
 *   boards too large for bitmasks to the min-conflicts local search.
 *
 * Square (r, c) uses bit c of the column mask, bit r + c of the "sums" mask
 * (anti-diagonals) and bit c - r + n - 1 of the "diffs" mask (diagonals);
 * with n <= 32 both diagonal masks fit in 64 bits.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "queens-format.h"
#include "queens-min-conflicts.h"
#include "queens-solver.h"

/* How many search nodes run between two looks at the cancellable: a few
 * hundred microseconds of work. */
#define SEARCH_POLL_INTERVAL 16384u

/* The enumeration streams solutions in chunks of about this many bytes and
 * lets the workers run at most this many chunks ahead of the consumer. */
#define ENUM_CHUNK_BYTES 65536u
#define ENUM_MAX_BUFFERED_CHUNKS 64u

/* Enumeration progress and count progress are reported this often. */
#define PROGRESS_INTERVAL_US (100 * G_TIME_SPAN_MILLISECOND)

/* The consumer wakes at least this often to look at the cancellable. */
#define ENUM_CANCEL_POLL_US (20 * G_TIME_SPAN_MILLISECOND)

/* Exhaustive completion works on bitmasks; past this N it is local search. */
#define COMPLETE_EXHAUSTIVE_MAX_N 32u

/* Node limit of an exhaustive completion given none: a few seconds of
 * search.  Far more than the whole tree of an empty N = 14 board (under ten
 * million nodes), so small boards always get a verdict; larger ones rarely
 * come near it, but some pins could keep the search going for ages. */
#define COMPLETE_DEFAULT_NODE_LIMIT 200000000u

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
# define HAVE_X86_BIT_DISPATCH 1
#endif

/* ------------------------------------------------------------------------ */
/* Small helpers                                                             */
/* ------------------------------------------------------------------------ */

static inline guint32
board_mask (guint n)
{
  return n >= 32 ? G_MAXUINT32 : (((guint32) 1 << n) - 1);
}

static inline guint
lowest_bit_index (guint32 bits)
{
  return (guint) __builtin_ctz (bits);
}

/* ------------------------------------------------------------------------ */
/* Search state and cancellation                                             */
/* ------------------------------------------------------------------------ */

typedef struct
{
  guint32 rows;   /* rows still without a queen */
  guint32 cols;   /* columns holding a queen */
  guint64 sums;   /* anti-diagonals holding a queen: bit row + column */
  guint64 diffs;  /* diagonals holding a queen: bit column - row + n - 1 */
} SearchState;

static inline void
search_state_place (SearchState *state,
                    guint        n,
                    guint        row,
                    guint        column)
{
  state->rows &= ~((guint32) 1 << row);
  state->cols |= (guint32) 1 << column;
  state->sums |= (guint64) 1 << (row + column);
  state->diffs |= (guint64) 1 << (column + n - 1 - row);
}

static inline gboolean
search_state_is_free (const SearchState *state,
                      guint              n,
                      guint              row,
                      guint              column)
{
  return (state->rows & ((guint32) 1 << row)) != 0
         && (state->cols & ((guint32) 1 << column)) == 0
         && (state->sums & ((guint64) 1 << (row + column))) == 0
         && (state->diffs & ((guint64) 1 << (column + n - 1 - row))) == 0;
}

typedef struct
{
  const gint   *stop;        /* shared flag set when a job is abandoned */
  GCancellable *cancellable;
  guint64       node_limit;  /* 0: none */
  guint64       nodes;       /* nodes charged so far */
  guint         slice;       /* nodes granted since the last poll */
  gboolean      cancelled;
  gboolean      exhausted;   /* node_limit reached with work left */
} SearchControl;

static void
search_control_init (SearchControl *control,
                     const gint    *stop,
                     GCancellable  *cancellable,
                     guint64        node_limit)
{
  memset (control, 0, sizeof *control);
  control->stop = stop;
  control->cancellable = cancellable;
  control->node_limit = node_limit;
}

static gboolean
search_control_should_stop (SearchControl *control)
{
  if ((control->stop != NULL && g_atomic_int_get (control->stop))
      || g_cancellable_is_cancelled (control->cancellable))
    {
      control->cancelled = TRUE;
      return TRUE;
    }

  return FALSE;
}

/* Grants the next slice of nodes; 0 when the search must stop. */
static guint
search_control_grant (SearchControl *control)
{
  guint64 slice = SEARCH_POLL_INTERVAL;

  control->nodes += control->slice;
  control->slice = 0;

  if (search_control_should_stop (control))
    return 0;

  if (control->node_limit != 0)
    {
      if (control->nodes >= control->node_limit)
        {
          control->exhausted = TRUE;
          return 0;
        }
      slice = MIN (slice, control->node_limit - control->nodes);
    }

  control->slice = (guint) slice;
  return control->slice;
}

/* Charges the unused part of the last slice back. */
static void
search_control_finish (SearchControl *control,
                       guint          unused)
{
  control->nodes += control->slice - unused;
  control->slice = 0;
}

/* ------------------------------------------------------------------------ */
/* Forward-checking search                                                   */
/* ------------------------------------------------------------------------ */

typedef struct _WordSink WordSink;

static void word_sink_add (WordSink *sink,
                           guint64   word);

/* Row r's column sits at bits 4 (n - 1 - r) of a packed word (n <= 16), so
 * that packed words compare like the rows do, row 0 first. */
static inline guint64
packed_column (guint n,
               guint row,
               guint column)
{
  return (guint64) column << (4 * (n - 1 - row));
}

/* Counts the solutions below @start and, when @emit, hands each one to
 * @sink packed on top of @start_word.  Every node checks every empty row
 * (none may be fully attacked) and that the free squares still cover every
 * empty column, then branches on the row with the fewest free squares.  Two
 * empty rows are settled at once: with columns x < y left, the two ways to
 * fill them stand or fall by one diagonal test.  Always inlined with a
 * constant @emit, so that each variant is compiled on its own, and twice:
 * once more with the popcount/BMI instructions most x86-64 machines have.
 * The stack is explicit, one array per field. */
static inline __attribute__((always_inline)) guint64
forward_search_body (SearchState     start,
                     guint           n,
                     SearchControl  *control,
                     const gboolean  emit,
                     guint64         start_word,
                     WordSink       *sink)
{
  /* One array per field: stored side by side, the compiler would pack the
   * 64-bit masks through vector registers, which costs more than it saves. */
  guint64 saved_sums[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint64 saved_diffs[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_rows[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_cols[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_candidates[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_row[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint64 saved_word[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint64 word = start_word;
  const guint n1 = n - 1;
  const guint32 board = board_mask (n);
  guint32 rows = start.rows;
  guint32 cols = start.cols;
  guint64 sums = start.sums;
  guint64 diffs = start.diffs;
  guint depth = 0;
  guint64 count = 0;
  guint budget = search_control_grant (control);

  if (budget == 0)
    return 0;

  for (;;)
    {
      guint32 open = board & ~cols;
      guint32 others;

      if (G_UNLIKELY (budget == 0))
        {
          budget = search_control_grant (control);
          if (budget == 0)
            return count;
        }
      budget--;

      if (rows == 0)
        {
          if (emit)
            word_sink_add (sink, word);
          count++;
          goto backtrack;
        }

      others = rows & (rows - 1);
      if (others != 0 && (others & (others - 1)) == 0)
        {
          guint r1 = lowest_bit_index (rows);
          guint r2 = lowest_bit_index (others);
          guint32 x = open & (0u - open);
          guint32 y = open ^ x;
          guint32 f1 = open & ~((guint32) (sums >> r1) | (guint32) (diffs >> (n1 - r1)));
          guint32 f2 = open & ~((guint32) (sums >> r2) | (guint32) (diffs >> (n1 - r2)));
          guint apart = (lowest_bit_index (y) - lowest_bit_index (x)) != (r2 - r1);
          guint straight = ((f1 & x) != 0) & ((f2 & y) != 0);
          guint crossed = ((f1 & y) != 0) & ((f2 & x) != 0);

          count += apart * (straight + crossed);
          if (emit && apart)
            {
              guint x_column = lowest_bit_index (x);
              guint y_column = lowest_bit_index (y);

              if (straight)
                word_sink_add (sink, word | packed_column (n, r1, x_column)
                                          | packed_column (n, r2, y_column));
              if (crossed)
                word_sink_add (sink, word | packed_column (n, r1, y_column)
                                          | packed_column (n, r2, x_column));
            }
          goto backtrack;
        }

      {
        guint32 left = rows;
        guint32 reach = 0;
        guint32 best;
        guint best_key = G_MAXUINT;
        guint best_row;
        guint32 bit;
        guint column;

        /* The key orders rows by free squares, then by index; keeping its
         * minimum (a conditional move, not a branch) costs one recomputed
         * row after the loop and saves a mispredicted jump per row. */
        do
          {
            guint row = lowest_bit_index (left);
            guint32 free_squares;
            guint key;

            left &= left - 1;
            free_squares = open & ~((guint32) (sums >> row) | (guint32) (diffs >> (n1 - row)));
            if (free_squares == 0)
              goto backtrack;
            reach |= free_squares;
            key = ((guint) __builtin_popcount (free_squares) << 5) | row;
            best_key = key < best_key ? key : best_key;
          }
        while (left != 0);

        if (reach != open)
          goto backtrack;

        best_row = best_key & 31;
        best = open & ~((guint32) (sums >> best_row) | (guint32) (diffs >> (n1 - best_row)));
        bit = best & (0u - best);
        column = lowest_bit_index (bit);
        saved_rows[depth] = rows;
        saved_cols[depth] = cols;
        saved_sums[depth] = sums;
        saved_diffs[depth] = diffs;
        saved_candidates[depth] = best ^ bit;
        saved_row[depth] = best_row;
        if (emit)
          {
            saved_word[depth] = word;
            word |= packed_column (n, best_row, column);
          }
        depth++;

        rows &= ~((guint32) 1 << best_row);
        cols |= bit;
        sums |= (guint64) 1 << (best_row + column);
        diffs |= (guint64) 1 << (column + n1 - best_row);
        continue;
      }

    backtrack:
      for (;;)
        {
          guint32 candidates;

          if (depth == 0)
            {
              search_control_finish (control, budget);
              return count;
            }

          candidates = saved_candidates[depth - 1];
          if (candidates != 0)
            {
              guint32 bit = candidates & (0u - candidates);
              guint column = lowest_bit_index (bit);
              guint row = saved_row[depth - 1];

              saved_candidates[depth - 1] = candidates ^ bit;
              rows = saved_rows[depth - 1] & ~((guint32) 1 << row);
              cols = saved_cols[depth - 1] | bit;
              sums = saved_sums[depth - 1] | ((guint64) 1 << (row + column));
              diffs = saved_diffs[depth - 1] | ((guint64) 1 << (column + n1 - row));
              if (emit)
                word = saved_word[depth - 1] | packed_column (n, row, column);
              break;
            }
          depth--;
        }
    }
}

static guint64
count_search_generic (SearchState    start,
                      guint          n,
                      SearchControl *control)
{
  return forward_search_body (start, n, control, FALSE, 0, NULL);
}

static guint64
emit_search_generic (SearchState    start,
                     guint          n,
                     SearchControl *control,
                     guint64        start_word,
                     WordSink      *sink)
{
  return forward_search_body (start, n, control, TRUE, start_word, sink);
}

#ifdef HAVE_X86_BIT_DISPATCH
__attribute__((target ("popcnt,bmi,bmi2")))
static guint64
count_search_x86 (SearchState    start,
                  guint          n,
                  SearchControl *control)
{
  return forward_search_body (start, n, control, FALSE, 0, NULL);
}

__attribute__((target ("popcnt,bmi,bmi2")))
static guint64
emit_search_x86 (SearchState    start,
                 guint          n,
                 SearchControl *control,
                 guint64        start_word,
                 WordSink      *sink)
{
  return forward_search_body (start, n, control, TRUE, start_word, sink);
}

static gboolean
have_x86_bit_instructions (void)
{
  return __builtin_cpu_supports ("popcnt") && __builtin_cpu_supports ("bmi2");
}
#endif

/* Counts the solutions below @start. */
static guint64
count_search (SearchState    start,
              guint          n,
              SearchControl *control)
{
#ifdef HAVE_X86_BIT_DISPATCH
  if (have_x86_bit_instructions ())
    return count_search_x86 (start, n, control);
#endif
  return count_search_generic (start, n, control);
}

/* Hands every solution below @start to @sink, packed (n <= 16) on top of
 * @start_word, which holds the queens of @start. */
static guint64
emit_search (SearchState    start,
             guint          n,
             SearchControl *control,
             guint64        start_word,
             WordSink      *sink)
{
#ifdef HAVE_X86_BIT_DISPATCH
  if (have_x86_bit_instructions ())
    return emit_search_x86 (start, n, control, start_word, sink);
#endif
  return emit_search_generic (start, n, control, start_word, sink);
}

typedef struct
{
  SearchState state;
  guint32     candidates;  /* columns of the row still to try */
  guint32     row;
} SearchFrame;

/* The same forward-checking search, stopping at the first solution and
 * writing every queen it placed into @columns (pinned ones stay as given).
 * Not on a hot path, so written plainly. */
static gboolean
find_first_search (SearchState    start,
                   guint          n,
                   SearchControl *control,
                   guint32       *columns)
{
  SearchFrame stack[COMPLETE_EXHAUSTIVE_MAX_N + 1];
  guint8 placed_column[COMPLETE_EXHAUSTIVE_MAX_N + 1];
  const guint n1 = n - 1;
  const guint32 board = board_mask (n);
  SearchState state = start;
  guint depth = 0;
  guint budget = search_control_grant (control);

  if (budget == 0)
    return FALSE;

  for (;;)
    {
      guint32 open = board & ~state.cols;

      if (G_UNLIKELY (budget == 0))
        {
          budget = search_control_grant (control);
          if (budget == 0)
            return FALSE;
        }
      budget--;

      if (state.rows == 0)
        {
          for (guint i = 0; i < depth; i++)
            columns[stack[i].row] = placed_column[i];
          search_control_finish (control, budget);
          return TRUE;
        }

      {
        guint32 left = state.rows;
        guint32 reach = 0;
        guint32 best = 0;
        guint best_row = 0;
        guint best_size = 64;
        guint32 bit;

        do
          {
            guint row = lowest_bit_index (left);
            guint32 free_squares;
            guint size;

            left &= left - 1;
            free_squares = open & ~((guint32) (state.sums >> row)
                                    | (guint32) (state.diffs >> (n1 - row)));
            if (free_squares == 0)
              goto backtrack;
            size = (guint) __builtin_popcount (free_squares);
            reach |= free_squares;
            if (size < best_size)
              {
                best_size = size;
                best = free_squares;
                best_row = row;
              }
          }
        while (left != 0);

        if (reach != open)
          goto backtrack;

        bit = best & (0u - best);
        stack[depth].state = state;
        stack[depth].candidates = best ^ bit;
        stack[depth].row = best_row;
        placed_column[depth] = (guint8) lowest_bit_index (bit);
        search_state_place (&state, n, best_row, placed_column[depth]);
        depth++;
        continue;
      }

    backtrack:
      for (;;)
        {
          SearchFrame *frame;

          if (depth == 0)
            {
              search_control_finish (control, budget);
              return FALSE;
            }

          frame = &stack[depth - 1];
          if (frame->candidates != 0)
            {
              guint32 bit = frame->candidates & (0u - frame->candidates);

              frame->candidates ^= bit;
              state = frame->state;
              placed_column[depth - 1] = (guint8) lowest_bit_index (bit);
              search_state_place (&state, n, frame->row, placed_column[depth - 1]);
              break;
            }
          depth--;
        }
    }
}

/* ------------------------------------------------------------------------ */
/* Solutions fixed by a rotation                                             */
/* ------------------------------------------------------------------------ */

/* Places the whole orbit of (row, column) under the rotation by a quarter
 * turn (@order 4) or a half turn (@order 2); FALSE when two of its squares
 * clash or one is taken. */
static gboolean
place_rotation_orbit (SearchState *state,
                      guint        n,
                      guint        order,
                      guint        row,
                      guint        column)
{
  guint orbit_rows[4];
  guint orbit_cols[4];
  guint step = order == 4 ? 1 : 2;

  for (guint i = 0; i < 4; i += step)
    {
      guint r, c;
      gboolean repeated = FALSE;

      queens_symmetry_apply ((QueensSymmetry) i, n, row, column, &r, &c);
      for (guint j = 0; j < i; j += step)
        if (orbit_rows[j] == r && orbit_cols[j] == c)
          repeated = TRUE;
      orbit_rows[i] = r;
      orbit_cols[i] = c;
      if (repeated)
        continue;
      if (!search_state_is_free (state, n, r, c))
        return FALSE;
      search_state_place (state, n, r, c);
    }

  return TRUE;
}

typedef struct
{
  guint          n;
  guint          order;
  SearchControl *control;
  guint          budget;
} RotationSearch;

static guint64
count_rotation_fixed_below (RotationSearch *search,
                            SearchState     state)
{
  guint n = search->n;
  guint row;
  guint32 free_squares;
  guint64 count = 0;

  if (search->budget == 0)
    {
      search->budget = search_control_grant (search->control);
      if (search->budget == 0)
        return 0;
    }
  search->budget--;

  if (state.rows == 0)
    return 1;

  row = lowest_bit_index (state.rows);
  free_squares = board_mask (n) & ~(state.cols
                                    | (guint32) (state.sums >> row)
                                    | (guint32) (state.diffs >> (n - 1 - row)));
  while (free_squares != 0)
    {
      guint column = lowest_bit_index (free_squares);
      SearchState next = state;

      free_squares &= free_squares - 1;
      if (place_rotation_orbit (&next, n, search->order, row, column))
        count += count_rotation_fixed_below (search, next);
      if (search->control->cancelled || search->control->exhausted)
        return count;
    }

  return count;
}

/* Solutions unchanged by the rotation of @order (2 or 4) whose row 0 queen
 * stands in @first_column. */
static guint64
count_rotation_fixed (guint          n,
                      guint          order,
                      guint          first_column,
                      SearchControl *control)
{
  RotationSearch search = { n, order, control, 0 };
  SearchState state = { board_mask (n), 0, 0, 0 };
  guint64 count;

  if (!place_rotation_orbit (&state, n, order, 0, first_column))
    return 0;

  search.budget = search_control_grant (control);
  if (search.budget == 0)
    return 0;

  count = count_rotation_fixed_below (&search, state);
  if (!control->cancelled && !control->exhausted)
    search_control_finish (control, search.budget);

  return count;
}

/* ------------------------------------------------------------------------ */
/* Constellations                                                            */
/* ------------------------------------------------------------------------ */

typedef enum
{
  COUNT_TASK_CONSTELLATION,
  COUNT_TASK_HALF_TURN,     /* solutions fixed by the 180° rotation */
  COUNT_TASK_QUARTER_TURN   /* solutions fixed by the 90° rotation */
} CountTaskKind;

typedef struct
{
  CountTaskKind kind;
  guint         weight;        /* orbit size of a constellation: 2, 4 or 8 */
  guint         first_column;  /* rotation tasks: row 0's queen */
  guint         n_border;      /* queens of the constellation (3 or 4) */
  guint         images;        /* symmetries giving distinct images, one bit each */
  guint64       word;          /* the border queens packed (n <= 16) */
  SearchState   state;
} CountTask;

/* The border queens of a constellation: top (0, top), bottom (n-1, bottom),
 * left (left, 0) and right (right, n-1). */
typedef struct
{
  guint top, bottom, left, right;
} Border;

static gboolean
border_from_squares (guint         n,
                     const guint  *rows,
                     const guint  *cols,
                     guint         n_squares,
                     Border       *border)
{
  guint found_top = 0, found_bottom = 0, found_left = 0, found_right = 0;

  for (guint i = 0; i < n_squares; i++)
    {
      if (rows[i] == 0) { border->top = cols[i]; found_top++; }
      if (rows[i] == n - 1) { border->bottom = cols[i]; found_bottom++; }
      if (cols[i] == 0) { border->left = rows[i]; found_left++; }
      if (cols[i] == n - 1) { border->right = rows[i]; found_right++; }
    }

  return found_top == 1 && found_bottom == 1 && found_left == 1 && found_right == 1;
}

static guint64
border_key (guint         n,
            const Border *border)
{
  return (((guint64) border->top * n + border->bottom) * n + border->left) * n + border->right;
}

/* The distinct squares of @border: 4, or 3 with a corner queen, or 2. */
static guint
border_squares (guint         n,
                const Border *border,
                guint        *rows,
                guint        *cols)
{
  guint all_rows[4] = { 0, n - 1, border->left, border->right };
  guint all_cols[4] = { border->top, border->bottom, 0, n - 1 };
  guint count = 0;

  for (guint i = 0; i < 4; i++)
    {
      gboolean repeated = FALSE;

      for (guint j = 0; j < count; j++)
        if (rows[j] == all_rows[i] && cols[j] == all_cols[i])
          repeated = TRUE;
      if (!repeated)
        {
          rows[count] = all_rows[i];
          cols[count] = all_cols[i];
          count++;
        }
    }

  return count;
}

/* Adds one task per constellation that is the smallest of its orbit. */
static void
collect_constellations (guint   n,
                        GArray *tasks)
{
  Border border;

  for (border.top = 0; border.top < n; border.top++)
    for (border.bottom = 0; border.bottom < n; border.bottom++)
      for (border.left = 0; border.left < n; border.left++)
        for (border.right = 0; border.right < n; border.right++)
          {
            guint rows[4], cols[4];
            guint n_squares = border_squares (n, &border, rows, cols);
            guint64 key = border_key (n, &border);
            gboolean smallest = TRUE;
            gboolean consistent;
            guint stabilizer = 0;
            guint64 image_keys[8];
            SearchState state = { board_mask (n), 0, 0, 0 };
            CountTask task = { 0, };
            Border check;

            /* A queen on a corner serves a row and a column at once; any
             * other overlap means two queens on one border line. */
            consistent = border_from_squares (n, rows, cols, n_squares, &check)
                         && border_key (n, &check) == key;
            for (guint i = 0; consistent && i < n_squares; i++)
              {
                if (!search_state_is_free (&state, n, rows[i], cols[i]))
                  consistent = FALSE;
                else
                  search_state_place (&state, n, rows[i], cols[i]);
              }
            if (!consistent)
              continue;

            for (guint symmetry = 0; smallest && symmetry < QUEENS_N_SYMMETRIES; symmetry++)
              {
                guint moved_rows[4], moved_cols[4];
                Border image;
                guint64 image_key;

                for (guint i = 0; i < n_squares; i++)
                  queens_symmetry_apply ((QueensSymmetry) symmetry, n, rows[i], cols[i],
                                         &moved_rows[i], &moved_cols[i]);
                border_from_squares (n, moved_rows, moved_cols, n_squares, &image);
                image_key = border_key (n, &image);
                if (image_key < key)
                  smallest = FALSE;
                else if (image_key == key)
                  stabilizer++;

                /* Symmetries that move the border to the same place give
                 * the same images of this constellation's solutions: the
                 * enumeration uses only the first of each such group. */
                image_keys[symmetry] = image_key;
                task.images |= 1u << symmetry;
                for (guint earlier = 0; earlier < symmetry; earlier++)
                  if (image_keys[earlier] == image_key)
                    task.images &= ~(1u << symmetry);
              }
            if (!smallest)
              continue;

            task.kind = COUNT_TASK_CONSTELLATION;
            task.weight = 8 / stabilizer;
            task.n_border = n_squares;
            task.state = state;
            if (n <= 16)
              for (guint i = 0; i < n_squares; i++)
                task.word |= packed_column (n, rows[i], cols[i]);
            g_array_append_val (tasks, task);
          }
}

/* Corner constellations leave more of the board open: start them first so
 * that the long tasks do not end up alone at the tail. */
static gint
compare_count_tasks (gconstpointer a,
                     gconstpointer b)
{
  const CountTask *task_a = a;
  const CountTask *task_b = b;

  if (task_a->kind != task_b->kind)
    return task_a->kind == COUNT_TASK_CONSTELLATION ? 1 : -1;

  return (gint) task_a->n_border - (gint) task_b->n_border;
}

/* ------------------------------------------------------------------------ */
/* Counting driver                                                           */
/* ------------------------------------------------------------------------ */

typedef struct
{
  guint         n;
  CountTask    *tasks;
  guint         n_tasks;
  GCancellable *cancellable;

  GMutex        mutex;
  GCond         cond;
  guint         next_task;
  guint         tasks_done;
  guint         running;
  guint64       total;
  guint64       half_turn_fixed;
  guint64       quarter_turn_fixed;
  gboolean      overflow;
  gint          stop;
} CountJob;

static gpointer
count_worker (gpointer data)
{
  CountJob *job = data;

  for (;;)
    {
      CountTask *task;
      SearchControl control;
      guint64 found;
      guint index;

      g_mutex_lock (&job->mutex);
      if (job->next_task >= job->n_tasks || g_atomic_int_get (&job->stop))
        {
          g_mutex_unlock (&job->mutex);
          break;
        }
      index = job->next_task++;
      g_mutex_unlock (&job->mutex);

      task = &job->tasks[index];
      search_control_init (&control, &job->stop, job->cancellable, 0);
      switch (task->kind)
        {
        case COUNT_TASK_HALF_TURN:
          found = count_rotation_fixed (job->n, 2, task->first_column, &control);
          break;
        case COUNT_TASK_QUARTER_TURN:
          found = count_rotation_fixed (job->n, 4, task->first_column, &control);
          break;
        case COUNT_TASK_CONSTELLATION:
        default:
          found = count_search (task->state, job->n, &control);
          break;
        }

      g_mutex_lock (&job->mutex);
      if (control.cancelled)
        g_atomic_int_set (&job->stop, 1);
      else
        {
          guint64 weighted;

          switch (task->kind)
            {
            case COUNT_TASK_HALF_TURN:
              job->half_turn_fixed += found;
              break;
            case COUNT_TASK_QUARTER_TURN:
              job->quarter_turn_fixed += found;
              break;
            case COUNT_TASK_CONSTELLATION:
            default:
              if (__builtin_mul_overflow (found, (guint64) task->weight, &weighted)
                  || __builtin_add_overflow (job->total, weighted, &job->total))
                job->overflow = TRUE;
              break;
            }
          job->tasks_done++;
        }
      g_cond_broadcast (&job->cond);
      g_mutex_unlock (&job->mutex);
    }

  g_mutex_lock (&job->mutex);
  job->running--;
  g_cond_broadcast (&job->cond);
  g_mutex_unlock (&job->mutex);

  return NULL;
}

/* Counts the very small boards by brute force; the border split needs
 * room for its queens. */
static void
count_small_board (guint        n,
                   QueensCount *out_count)
{
  SearchControl control;
  SearchState state = { board_mask (n), 0, 0, 0 };
  guint64 total;
  guint64 half_turn = 0;
  guint64 quarter_turn = 0;

  if (n == 1)
    {
      out_count->total = 1;
      out_count->unique = 1;
      return;
    }

  search_control_init (&control, NULL, NULL, 0);
  total = count_search (state, n, &control);
  for (guint column = 0; column < n; column++)
    {
      half_turn += count_rotation_fixed (n, 2, column, &control);
      quarter_turn += count_rotation_fixed (n, 4, column, &control);
    }
  out_count->total = total;
  out_count->unique = (total + 2 * quarter_turn + half_turn) / 8;
}

gboolean
queens_solver_count (guint                n,
                     guint                n_threads,
                     QueensProgressFunc   progress_func,
                     gpointer             user_data,
                     GCancellable        *cancellable,
                     QueensCount         *out_count,
                     GError             **error)
{
  g_autoptr(GArray) tasks = NULL;
  g_autoptr(GPtrArray) threads = NULL;
  CountJob job = { 0, };
  gint64 started = g_get_monotonic_time ();
  gint64 next_report;
  gboolean cancelled;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SOLVER_MAX_COUNT_N, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (out_count != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out_count, 0, sizeof *out_count);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if (n < 6)
    {
      count_small_board (n, out_count);
      out_count->seconds = (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC;
      if (progress_func != NULL)
        progress_func (1.0, out_count->total, user_data);
      return TRUE;
    }

  tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
  for (guint column = 0; column < n; column++)
    {
      CountTask task = { 0, };

      task.first_column = column;
      task.kind = COUNT_TASK_HALF_TURN;
      g_array_append_val (tasks, task);
      /* Quarter-turn symmetric solutions need n = 4k or 4k + 1. */
      if (n % 4 == 0 || n % 4 == 1)
        {
          task.kind = COUNT_TASK_QUARTER_TURN;
          g_array_append_val (tasks, task);
        }
    }
  collect_constellations (n, tasks);
  g_array_sort (tasks, compare_count_tasks);

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, MAX (tasks->len, 1));

  job.n = n;
  job.tasks = (CountTask *) (gpointer) tasks->data;
  job.n_tasks = tasks->len;
  job.cancellable = cancellable;
  g_mutex_init (&job.mutex);
  g_cond_init (&job.cond);

  threads = g_ptr_array_new ();
  g_mutex_lock (&job.mutex);
  for (guint i = 0; i < n_threads; i++)
    {
      GThread *thread = g_thread_try_new ("queens-count", count_worker, &job, NULL);

      if (thread == NULL)
        break;
      g_ptr_array_add (threads, thread);
      job.running++;
    }
  g_mutex_unlock (&job.mutex);

  /* Not even one thread: do the work here. */
  if (threads->len == 0)
    {
      job.running = 1;
      count_worker (&job);
    }

  next_report = g_get_monotonic_time () + PROGRESS_INTERVAL_US;
  g_mutex_lock (&job.mutex);
  while (job.running > 0)
    {
      if (!g_cond_wait_until (&job.cond, &job.mutex, next_report)
          || g_get_monotonic_time () >= next_report)
        {
          double fraction = job.n_tasks > 0 ? (double) job.tasks_done / job.n_tasks : 1.0;
          guint64 so_far = job.total;

          g_mutex_unlock (&job.mutex);
          if (g_cancellable_is_cancelled (cancellable))
            g_atomic_int_set (&job.stop, 1);
          else if (progress_func != NULL)
            progress_func (fraction, so_far, user_data);
          next_report = g_get_monotonic_time () + PROGRESS_INTERVAL_US;
          g_mutex_lock (&job.mutex);
        }
    }
  g_mutex_unlock (&job.mutex);

  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));

  cancelled = g_atomic_int_get (&job.stop) || job.tasks_done < job.n_tasks;
  g_mutex_clear (&job.mutex);
  g_cond_clear (&job.cond);

  if (cancelled)
    {
      if (!g_cancellable_set_error_if_cancelled (cancellable, error))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("the count was cancelled"));
      return FALSE;
    }

  if (job.overflow)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("the number of solutions for N = %u does not fit in 64 bits"), n);
      return FALSE;
    }

  out_count->total = job.total;
  out_count->unique = (job.total + 2 * job.quarter_turn_fixed + job.half_turn_fixed) / 8;
  out_count->seconds = (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC;

  if (progress_func != NULL)
    progress_func (1.0, out_count->total, user_data);

  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Enumeration: delivery on the calling thread                               */
/* ------------------------------------------------------------------------ */

/* Everything the calling thread needs to cut solutions into batches. */
typedef struct
{
  guint                    n;
  gsize                    batch_size;
  gint64                   flush_interval_us;
  QueensSolutionBatchFunc  batch_func;
  QueensProgressFunc       progress_func;
  gpointer                 user_data;
  GCancellable            *cancellable;

  guint8                  *batch;
  gsize                    capacity;   /* allocated, grows up to batch_size */
  gsize                    in_batch;
  gint64                   last_flush;
  gint64                   next_progress;
  guint64                  delivered;
  gboolean                 cancelled;
} Delivery;

static void
delivery_flush (Delivery *delivery)
{
  if (delivery->in_batch > 0 && delivery->batch_func != NULL)
    delivery->batch_func (delivery->batch, delivery->in_batch, delivery->n,
                          delivery->user_data);
  delivery->delivered += delivery->in_batch;
  delivery->in_batch = 0;
  delivery->last_flush = g_get_monotonic_time ();
  if (g_cancellable_is_cancelled (delivery->cancellable))
    delivery->cancelled = TRUE;
}

static void
delivery_report (Delivery *delivery,
                 double    fraction,
                 gboolean  force)
{
  gint64 now;

  if (delivery->progress_func == NULL)
    return;
  now = g_get_monotonic_time ();
  if (!force && now < delivery->next_progress)
    return;
  delivery->next_progress = now + PROGRESS_INTERVAL_US;
  delivery->progress_func (CLAMP (fraction, 0.0, 1.0), delivery->delivered,
                           delivery->user_data);
}

/* The batch buffer grows on demand, so a huge batch_size costs memory only
 * when that many solutions really come. */
static void
delivery_make_room (Delivery *delivery)
{
  if (delivery->in_batch == delivery->capacity && delivery->capacity < delivery->batch_size)
    {
      delivery->capacity = MIN (delivery->batch_size, MAX (delivery->capacity * 2, 64));
      delivery->batch = g_realloc_n (delivery->batch, delivery->capacity, delivery->n);
    }
}

/* Flushes a partly filled batch once the interval has passed. */
static void
delivery_flush_if_due (Delivery *delivery)
{
  if (delivery->flush_interval_us > 0 && delivery->in_batch > 0
      && g_get_monotonic_time () - delivery->last_flush >= delivery->flush_interval_us)
    delivery_flush (delivery);
}

/* Appends @count solutions of n bytes each; FALSE once cancelled. */
static gboolean
delivery_add (Delivery     *delivery,
              const guint8 *columns,
              gsize         count)
{
  const guint n = delivery->n;

  while (count > 0 && !delivery->cancelled)
    {
      gsize take;

      delivery_make_room (delivery);
      take = MIN (delivery->capacity - delivery->in_batch, count);
      memcpy (delivery->batch + delivery->in_batch * n, columns, take * n);
      delivery->in_batch += take;
      columns += take * n;
      count -= take;
      if (delivery->in_batch == delivery->batch_size)
        delivery_flush (delivery);
    }
  delivery_flush_if_due (delivery);

  return !delivery->cancelled;
}

/* Appends @count packed solutions; FALSE once cancelled. */
static gboolean
delivery_add_words (Delivery      *delivery,
                    const guint64 *words,
                    gsize          count)
{
  const guint n = delivery->n;

  for (gsize i = 0; i < count && !delivery->cancelled; i++)
    {
      guint8 *out;

      delivery_make_room (delivery);
      out = delivery->batch + delivery->in_batch * n;
      for (guint row = 0; row < n; row++)
        out[row] = (guint8) ((words[i] >> (4 * (n - 1 - row))) & 0xf);
      if (++delivery->in_batch == delivery->batch_size)
        delivery_flush (delivery);
      if ((i & 4095) == 4095)
        delivery_flush_if_due (delivery);
    }
  delivery_flush_if_due (delivery);

  return !delivery->cancelled;
}

/* ------------------------------------------------------------------------ */
/* Enumeration for N <= 16: constellations, symmetry and sorting             */
/* ------------------------------------------------------------------------ */

/* Every solution of 6 <= N <= 16 is one of the eight images of a solution
 * in a canonical constellation, the very ones queens_solver_count searches.
 * Each solution found is packed into a 64-bit word, its distinct images
 * are filed by their first two rows, and every file is radix-sorted and
 * delivered in order.  The search does an eighth of the work of a
 * row-by-row one; the price is memory for all the solutions (8 bytes each,
 * 118 MB at N = 16) and a first batch only once the search is over. */

#define ENUM_SORTED_MIN_N 6u
#define ENUM_SORTED_MAX_N 16u
/* Each worker keeps a partly filled block per file: small blocks and a cap
 * on the workers keep that slack to a few megabytes. */
#define WORD_BLOCK_SIZE 1024u
#define ENUM_SORTED_MAX_WORKERS 16u
#define N_WORD_BUCKETS 256u

typedef struct _WordBlock WordBlock;

struct _WordBlock
{
  WordBlock *next;
  guint      count;
  guint64    words[WORD_BLOCK_SIZE];
};

/* One per worker: the solutions it found, by bucket. */
struct _WordSink
{
  guint      n;
  guint64    all_last;       /* every row's column n - 1: K - w flips columns */
  guint      unused_shift;   /* 4 (16 - n): the nibbles above the board */
  guint      bucket_shift;   /* 4 (n - 2): down to the first two rows */
  guint      images;         /* symmetries to apply for the current task */
  WordBlock *buckets[N_WORD_BUCKETS];
  gsize      counts[N_WORD_BUCKETS];
};

/* Row r becomes row n - 1 - r. */
static inline guint64
packed_reverse_rows (const WordSink *sink,
                     guint64         word)
{
  word = GUINT64_SWAP_LE_BE (word);
  word = ((word >> 4) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f))
         | ((word & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) << 4);
  return word >> sink->unused_shift;
}

/* The transposed board: row c gets column r wherever row r had column c. */
static inline guint64
packed_transpose (const WordSink *sink,
                  guint64         word)
{
  const guint n = sink->n;
  guint64 result = 0;

  for (guint row = 0; row < n; row++)
    {
      guint column = (guint) (word >> (4 * (n - 1 - row))) & 0xf;

      result |= packed_column (n, column, row);
    }

  return result;
}

static void
word_sink_push (WordSink *sink,
                guint64   word)
{
  guint bucket = (guint) (word >> sink->bucket_shift) & (N_WORD_BUCKETS - 1);
  WordBlock *block = sink->buckets[bucket];

  if (block == NULL || block->count == WORD_BLOCK_SIZE)
    {
      WordBlock *fresh = g_new (WordBlock, 1);

      fresh->next = block;
      fresh->count = 0;
      sink->buckets[bucket] = block = fresh;
    }
  block->words[block->count++] = word;
  sink->counts[bucket]++;
}

#define SYMMETRY_BIT(symmetry) (1u << QUEENS_SYMMETRY_##symmetry)

/* Files every distinct image of one solution.  Flipping the columns is
 * "all_last - word" (no nibble borrows), flipping the rows reverses the
 * nibbles, and transposing inverts the permutation; the rest combine them. */
static void
word_sink_add (WordSink *sink,
               guint64   word)
{
  const guint images = sink->images;
  const guint64 flip = sink->all_last;
  guint64 reversed = packed_reverse_rows (sink, word);
  guint64 transposed = 0;
  guint64 transposed_reversed = 0;

  if (images & (SYMMETRY_BIT (ROTATE_90) | SYMMETRY_BIT (ROTATE_270)
                | SYMMETRY_BIT (FLIP_DIAGONAL) | SYMMETRY_BIT (FLIP_ANTIDIAGONAL)))
    {
      transposed = packed_transpose (sink, word);
      transposed_reversed = packed_reverse_rows (sink, transposed);
    }

  if (images & SYMMETRY_BIT (IDENTITY))
    word_sink_push (sink, word);
  if (images & SYMMETRY_BIT (ROTATE_90))
    word_sink_push (sink, flip - transposed);
  if (images & SYMMETRY_BIT (ROTATE_180))
    word_sink_push (sink, flip - reversed);
  if (images & SYMMETRY_BIT (ROTATE_270))
    word_sink_push (sink, transposed_reversed);
  if (images & SYMMETRY_BIT (FLIP_HORIZONTAL))
    word_sink_push (sink, flip - word);
  if (images & SYMMETRY_BIT (FLIP_VERTICAL))
    word_sink_push (sink, reversed);
  if (images & SYMMETRY_BIT (FLIP_DIAGONAL))
    word_sink_push (sink, transposed);
  if (images & SYMMETRY_BIT (FLIP_ANTIDIAGONAL))
    word_sink_push (sink, flip - transposed_reversed);
}

static void
word_sink_init (WordSink *sink,
                guint     n)
{
  memset (sink, 0, sizeof *sink);
  sink->n = n;
  for (guint row = 0; row < n; row++)
    sink->all_last |= packed_column (n, row, n - 1);
  sink->unused_shift = 4 * (16 - n);
  sink->bucket_shift = 4 * (n - 2);
}

static void
word_sink_clear (WordSink *sink)
{
  for (guint bucket = 0; bucket < N_WORD_BUCKETS; bucket++)
    while (sink->buckets[bucket] != NULL)
      {
        WordBlock *block = sink->buckets[bucket];

        sink->buckets[bucket] = block->next;
        g_free (block);
      }
}

/* LSD radix sort on the low @bits bits (the others are equal), a byte at a
 * time; returns whichever of the two buffers holds the result. */
static guint64 *
radix_sort_words (guint64 *words,
                  guint64 *scratch,
                  gsize    count,
                  guint    bits)
{
  gsize histogram[8][256];
  guint passes = MIN ((bits + 7) / 8, 8);

  memset (histogram, 0, sizeof histogram);
  for (gsize i = 0; i < count; i++)
    for (guint pass = 0; pass < passes; pass++)
      histogram[pass][(words[i] >> (8 * pass)) & 0xff]++;

  for (guint pass = 0; pass < passes; pass++)
    {
      gsize offset = 0;
      guint64 *swap;

      /* A byte that is the same everywhere sorts nothing. */
      if (histogram[pass][(words[0] >> (8 * pass)) & 0xff] == count)
        continue;
      for (guint digit = 0; digit < 256; digit++)
        {
          gsize size = histogram[pass][digit];

          histogram[pass][digit] = offset;
          offset += size;
        }
      for (gsize i = 0; i < count; i++)
        scratch[histogram[pass][(words[i] >> (8 * pass)) & 0xff]++] = words[i];
      swap = words;
      words = scratch;
      scratch = swap;
    }

  return words;
}

typedef struct
{
  guint          n;
  CountTask     *tasks;
  guint          n_tasks;
  GCancellable  *cancellable;
  WordSink      *sinks;
  guint          n_workers;

  GMutex         mutex;
  GCond          cond;
  guint          next_worker;
  guint          next_task;
  guint          tasks_done;
  guint          searching;      /* workers still searching */
  guint          next_bucket;
  guint64       *sorted[N_WORD_BUCKETS];
  gsize          sorted_count[N_WORD_BUCKETS];
  gboolean       ready[N_WORD_BUCKETS];
  gint           stop;
} SortedJob;

/* Gathers bucket @bucket from every worker into one sorted array. */
static void
sorted_job_sort_bucket (SortedJob *job,
                        guint      bucket)
{
  g_autofree guint64 *scratch = NULL;
  guint64 *words = NULL;
  guint64 *result = NULL;
  gsize count = 0;
  gsize filled = 0;

  for (guint w = 0; w < job->n_workers; w++)
    count += job->sinks[w].counts[bucket];

  if (count > 0)
    {
      words = g_new (guint64, count);
      for (guint w = 0; w < job->n_workers; w++)
        {
          WordSink *sink = &job->sinks[w];

          while (sink->buckets[bucket] != NULL)
            {
              WordBlock *block = sink->buckets[bucket];

              memcpy (words + filled, block->words, block->count * sizeof (guint64));
              filled += block->count;
              sink->buckets[bucket] = block->next;
              g_free (block);
            }
        }
      scratch = g_new (guint64, count);
      result = radix_sort_words (words, scratch, count, 4 * (job->n - 2));
      if (result == scratch)
        {
          scratch = words;
          words = result;
        }
    }

  g_mutex_lock (&job->mutex);
  job->sorted[bucket] = words;
  job->sorted_count[bucket] = count;
  job->ready[bucket] = TRUE;
  g_cond_broadcast (&job->cond);
  g_mutex_unlock (&job->mutex);
}

static gpointer
sorted_worker (gpointer data)
{
  SortedJob *job = data;
  WordSink *sink;

  g_mutex_lock (&job->mutex);
  sink = &job->sinks[job->next_worker++];
  g_mutex_unlock (&job->mutex);

  for (;;)
    {
      CountTask *task;
      SearchControl control;
      guint index;

      g_mutex_lock (&job->mutex);
      if (job->next_task >= job->n_tasks || g_atomic_int_get (&job->stop))
        {
          g_mutex_unlock (&job->mutex);
          break;
        }
      index = job->next_task++;
      g_mutex_unlock (&job->mutex);

      task = &job->tasks[index];
      sink->images = task->images;
      search_control_init (&control, &job->stop, job->cancellable, 0);
      emit_search (task->state, job->n, &control, task->word, sink);

      g_mutex_lock (&job->mutex);
      if (control.cancelled)
        g_atomic_int_set (&job->stop, 1);
      else
        job->tasks_done++;
      g_cond_broadcast (&job->cond);
      g_mutex_unlock (&job->mutex);
    }

  /* Sorting needs every worker's solutions. */
  g_mutex_lock (&job->mutex);
  job->searching--;
  g_cond_broadcast (&job->cond);
  while (job->searching > 0 && !g_atomic_int_get (&job->stop))
    g_cond_wait (&job->cond, &job->mutex);
  g_mutex_unlock (&job->mutex);

  for (;;)
    {
      guint bucket;

      g_mutex_lock (&job->mutex);
      if (job->next_bucket >= N_WORD_BUCKETS || g_atomic_int_get (&job->stop))
        {
          g_mutex_unlock (&job->mutex);
          break;
        }
      bucket = job->next_bucket++;
      g_mutex_unlock (&job->mutex);

      sorted_job_sort_bucket (job, bucket);
    }

  return NULL;
}

/* Waits a little for @job's condition; FALSE when the caller cancelled. */
static gboolean
sorted_job_wait (SortedJob *job,
                 Delivery  *delivery)
{
  gint64 deadline = g_get_monotonic_time () + ENUM_CANCEL_POLL_US;

  if (g_cond_wait_until (&job->cond, &job->mutex, deadline))
    return TRUE;

  g_mutex_unlock (&job->mutex);
  if (g_cancellable_is_cancelled (delivery->cancellable))
    delivery->cancelled = TRUE;
  g_mutex_lock (&job->mutex);

  return !delivery->cancelled;
}

static gboolean
enumerate_sorted (guint     n,
                  Delivery *delivery,
                  GError  **error)
{
  g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  SortedJob job = { 0, };
  guint n_workers = CLAMP (g_get_num_processors (), 1, ENUM_SORTED_MAX_WORKERS);
  guint64 total = 0;
  gboolean ok = TRUE;

  collect_constellations (n, tasks);
  g_array_sort (tasks, compare_count_tasks);

  job.n = n;
  job.tasks = (CountTask *) (gpointer) tasks->data;
  job.n_tasks = tasks->len;
  job.cancellable = delivery->cancellable;
  job.sinks = g_new (WordSink, n_workers);
  for (guint w = 0; w < n_workers; w++)
    word_sink_init (&job.sinks[w], n);
  g_mutex_init (&job.mutex);
  g_cond_init (&job.cond);

  g_mutex_lock (&job.mutex);
  for (guint w = 0; w < n_workers; w++)
    {
      GThread *thread = g_thread_try_new ("queens-enumerate", sorted_worker, &job, NULL);

      if (thread == NULL)
        break;
      g_ptr_array_add (threads, thread);
    }
  job.n_workers = job.searching = threads->len;
  g_mutex_unlock (&job.mutex);

  if (threads->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("could not start a thread for the search"));
      ok = FALSE;
    }

  /* The search: nothing can be delivered before it ends. */
  g_mutex_lock (&job.mutex);
  while (ok && job.searching > 0 && !g_atomic_int_get (&job.stop))
    {
      double fraction;

      if (!sorted_job_wait (&job, delivery))
        break;
      fraction = 0.7 * job.tasks_done / MAX (job.n_tasks, 1);
      g_mutex_unlock (&job.mutex);
      delivery_report (delivery, fraction, FALSE);
      g_mutex_lock (&job.mutex);
    }
  if (delivery->cancelled || g_atomic_int_get (&job.stop))
    ok = FALSE;
  /* Only when every worker has stopped searching may the counts be read:
   * after a cancel some may still be filing solutions. */
  if (ok)
    for (guint w = 0; w < job.n_workers; w++)
      for (guint bucket = 0; bucket < N_WORD_BUCKETS; bucket++)
        total += job.sinks[w].counts[bucket];
  g_mutex_unlock (&job.mutex);

  /* Then the files, in order, as the workers finish sorting them. */
  for (guint bucket = 0; ok && bucket < N_WORD_BUCKETS; bucket++)
    {
      guint64 *words;
      gsize count;

      g_mutex_lock (&job.mutex);
      while (!job.ready[bucket] && !g_atomic_int_get (&job.stop))
        if (!sorted_job_wait (&job, delivery))
          break;
      words = job.sorted[bucket];
      count = job.sorted_count[bucket];
      job.sorted[bucket] = NULL;
      ok = job.ready[bucket] && !delivery->cancelled;
      g_mutex_unlock (&job.mutex);

      if (ok && count > 0)
        ok = delivery_add_words (delivery, words, count);
      g_free (words);
      if (ok)
        delivery_report (delivery, 0.7 + 0.3 * delivery->delivered / MAX (total, 1), FALSE);
    }

  g_mutex_lock (&job.mutex);
  g_atomic_int_set (&job.stop, 1);
  g_cond_broadcast (&job.cond);
  g_mutex_unlock (&job.mutex);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));

  for (guint bucket = 0; bucket < N_WORD_BUCKETS; bucket++)
    g_free (job.sorted[bucket]);
  for (guint w = 0; w < n_workers; w++)
    word_sink_clear (&job.sinks[w]);
  g_free (job.sinks);
  g_mutex_clear (&job.mutex);
  g_cond_clear (&job.cond);

  return ok;
}

/* ------------------------------------------------------------------------ */
/* Enumeration for other N: streaming row by row                             */
/* ------------------------------------------------------------------------ */

typedef struct _SolutionChunk SolutionChunk;

struct _SolutionChunk
{
  SolutionChunk *next;
  gsize          n_solutions;
  guint8         columns[];
};

typedef struct
{
  guint8         prefix[2];    /* columns of rows 0 and 1 */
  gboolean       done;
  guint          n_chunks;
  SolutionChunk *first;
  SolutionChunk *last;
} EnumTask;

typedef struct
{
  guint          n;
  gsize          chunk_capacity;  /* solutions per chunk */
  EnumTask      *tasks;
  guint          n_tasks;
  GCancellable  *cancellable;

  GMutex         mutex;
  GCond          data_cond;       /* the consumer waits here */
  GCond          space_cond;      /* workers wait here for buffer room */
  guint          next_task;
  guint          head;            /* the task being delivered */
  guint          buffered;        /* chunks waiting, all tasks */
  SolutionChunk *spare;           /* consumed chunks kept for reuse */
  gint           waiting_for;     /* task the consumer starves on, or -1 */
  gint           stop;
} EnumJob;

static SolutionChunk *
enum_job_new_chunk (EnumJob *job)
{
  SolutionChunk *chunk = NULL;

  g_mutex_lock (&job->mutex);
  if (job->spare != NULL)
    {
      chunk = job->spare;
      job->spare = chunk->next;
    }
  g_mutex_unlock (&job->mutex);

  if (chunk == NULL)
    chunk = g_malloc (sizeof (SolutionChunk) + job->chunk_capacity * job->n);
  chunk->next = NULL;
  chunk->n_solutions = 0;

  return chunk;
}

static void
free_chunk_list (SolutionChunk *chunk)
{
  while (chunk != NULL)
    {
      SolutionChunk *next = chunk->next;

      g_free (chunk);
      chunk = next;
    }
}

/* Hands a chunk to the consumer, waiting while the buffers are full.  The
 * task being delivered is only held back by its own backlog, so the
 * consumer can always drain what it waits for.  FALSE when stopping. */
static gboolean
enum_job_publish (EnumJob       *job,
                  guint          index,
                  SolutionChunk *chunk,
                  gboolean       finished)
{
  EnumTask *task = &job->tasks[index];
  gboolean keep_going = TRUE;

  g_mutex_lock (&job->mutex);
  if (chunk != NULL)
    {
      while (!g_atomic_int_get (&job->stop)
             && (index == job->head
                 ? task->n_chunks >= ENUM_MAX_BUFFERED_CHUNKS
                 : job->buffered >= ENUM_MAX_BUFFERED_CHUNKS))
        g_cond_wait (&job->space_cond, &job->mutex);

      if (g_atomic_int_get (&job->stop))
        {
          chunk->next = job->spare;
          job->spare = chunk;
          keep_going = FALSE;
        }
      else
        {
          if (task->last != NULL)
            task->last->next = chunk;
          else
            task->first = chunk;
          task->last = chunk;
          task->n_chunks++;
          job->buffered++;
        }
    }
  if (finished)
    task->done = TRUE;
  if (index == job->head)
    g_cond_signal (&job->data_cond);
  g_mutex_unlock (&job->mutex);

  return keep_going;
}

/* Row-by-row search below the two-row prefix of task @index, columns in
 * increasing order, so the solutions come out lexicographically sorted. */
static void
enum_run_task (EnumJob *job,
               guint    index)
{
  const guint n = job->n;
  const guint32 board = board_mask (n);
  EnumTask *task = &job->tasks[index];
  guint8 columns[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 free_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 cols_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 left_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 right_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  SolutionChunk *chunk = enum_job_new_chunk (job);
  const gsize capacity = job->chunk_capacity;
  guint8 *out = chunk->columns;
  gsize stored = 0;
  guint budget = SEARCH_POLL_INTERVAL;
  guint32 first = (guint32) 1 << task->prefix[0];
  guint32 second = (guint32) 1 << task->prefix[1];
  guint row;

  columns[0] = task->prefix[0];
  columns[1] = task->prefix[1];

  /* The masks hold, for the row about to be filled, the columns used and the
   * squares attacked along each diagonal direction.  Tasks exist only for
   * n >= 3: on a 2x2 board every two-row prefix is an attack. */
  row = 2;
  cols_at[row] = first | second;
  left_at[row] = (((first << 1) | second) << 1) & board;
  right_at[row] = ((first >> 1) | second) >> 1;
  free_at[row] = board & ~(cols_at[row] | left_at[row] | right_at[row]);

  for (;;)
    {
      guint32 candidates = free_at[row];
      guint32 bit;

      if (candidates == 0)
        {
          if (row == 2)
            break;
          row--;
          continue;
        }

      if (G_UNLIKELY (--budget == 0))
        {
          if (g_atomic_int_get (&job->stop) || g_cancellable_is_cancelled (job->cancellable))
            {
              g_atomic_int_set (&job->stop, 1);
              break;
            }
          budget = SEARCH_POLL_INTERVAL;

          /* Where solutions are sparse (large n) a chunk takes long to
           * fill: hand over what there is when the consumer is waiting. */
          if (stored > 0 && g_atomic_int_get (&job->waiting_for) == (gint) index)
            {
              chunk->n_solutions = stored;
              if (!enum_job_publish (job, index, chunk, FALSE))
                return;
              chunk = enum_job_new_chunk (job);
              out = chunk->columns;
              stored = 0;
            }
        }

      bit = candidates & (0u - candidates);
      free_at[row] = candidates ^ bit;
      columns[row] = (guint8) lowest_bit_index (bit);

      if (row == n - 1)
        {
          memcpy (out + stored * n, columns, n);
          if (++stored == capacity)
            {
              chunk->n_solutions = stored;
              if (!enum_job_publish (job, index, chunk, FALSE))
                return;
              chunk = enum_job_new_chunk (job);
              out = chunk->columns;
              stored = 0;
            }
          continue;
        }

      {
        guint32 cols = cols_at[row] | bit;
        guint32 left = ((left_at[row] | bit) << 1) & board;
        guint32 right = (right_at[row] | bit) >> 1;
        guint32 next_free = board & ~(cols | left | right);

        if (next_free == 0)
          continue;
        /* Look one row further: if the row after next is already closed by
         * the queens so far, nothing below this square can work. */
        if (row + 2 < n && (board & ~(cols | (left << 1) | (right >> 1))) == 0)
          continue;

        row++;
        cols_at[row] = cols;
        left_at[row] = left;
        right_at[row] = right;
        free_at[row] = next_free;
      }
    }

  chunk->n_solutions = stored;
  if (stored > 0)
    enum_job_publish (job, index, chunk, TRUE);
  else
    {
      enum_job_publish (job, index, NULL, TRUE);
      g_free (chunk);
    }
}

static gpointer
enum_worker (gpointer data)
{
  EnumJob *job = data;

  for (;;)
    {
      guint index;

      g_mutex_lock (&job->mutex);
      if (job->next_task >= job->n_tasks || g_atomic_int_get (&job->stop))
        {
          g_mutex_unlock (&job->mutex);
          break;
        }
      index = job->next_task++;
      g_mutex_unlock (&job->mutex);

      enum_run_task (job, index);
    }

  return NULL;
}

/* Delivers the tasks' solutions in task order as the workers produce them. */
static gboolean
deliver_tasks (EnumJob  *job,
               Delivery *delivery)
{
  for (guint index = 0; index < job->n_tasks; index++)
    {
      EnumTask *task = &job->tasks[index];

      for (;;)
        {
          SolutionChunk *chunk = NULL;
          gboolean finished = FALSE;

          g_mutex_lock (&job->mutex);
          while (task->first == NULL && !task->done)
            {
              gint64 deadline = g_get_monotonic_time () + ENUM_CANCEL_POLL_US;

              g_atomic_int_set (&job->waiting_for, (gint) index);

              if (delivery->flush_interval_us > 0 && delivery->in_batch > 0)
                deadline = MIN (deadline, delivery->last_flush + delivery->flush_interval_us);
              if (!g_cond_wait_until (&job->data_cond, &job->mutex, deadline))
                {
                  g_mutex_unlock (&job->mutex);
                  delivery_flush_if_due (delivery);
                  if (g_cancellable_is_cancelled (delivery->cancellable))
                    delivery->cancelled = TRUE;
                  delivery_report (delivery, (double) index / job->n_tasks, FALSE);
                  g_mutex_lock (&job->mutex);
                  if (delivery->cancelled)
                    break;
                }
            }

          g_atomic_int_set (&job->waiting_for, -1);
          if (delivery->cancelled)
            {
              g_mutex_unlock (&job->mutex);
              return FALSE;
            }

          if (task->first != NULL)
            {
              chunk = task->first;
              task->first = chunk->next;
              if (task->first == NULL)
                task->last = NULL;
              task->n_chunks--;
              job->buffered--;
              g_cond_broadcast (&job->space_cond);
            }
          else
            finished = task->done;
          g_mutex_unlock (&job->mutex);

          if (chunk != NULL)
            {
              gboolean keep_going;

              keep_going = delivery_add (delivery, chunk->columns, chunk->n_solutions);
              delivery_report (delivery, (double) index / job->n_tasks, FALSE);
              g_mutex_lock (&job->mutex);
              chunk->next = job->spare;
              job->spare = chunk;
              g_mutex_unlock (&job->mutex);
              if (!keep_going)
                return FALSE;
            }
          else if (finished)
            break;
        }

      g_mutex_lock (&job->mutex);
      job->head = index + 1;
      g_cond_broadcast (&job->space_cond);
      g_mutex_unlock (&job->mutex);

      delivery_report (delivery, (double) (index + 1) / job->n_tasks, FALSE);
    }

  return TRUE;
}

/* Streams every solution, row by row, with the first two rows' columns as
 * tasks for the worker threads; bounded memory for any N. */
static gboolean
enumerate_streaming (guint     n,
                     Delivery *delivery,
                     GError  **error)
{
  g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (EnumTask));
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  EnumJob job = { 0, };
  guint n_workers;
  gboolean ok;

  for (guint c0 = 0; c0 < n; c0++)
    for (guint c1 = 0; c1 < n; c1++)
      {
        EnumTask task = { { 0, }, };

        /* Same column, or neighbours on a diagonal. */
        if (c1 + 1 >= c0 && c1 <= c0 + 1)
          continue;
        task.prefix[0] = (guint8) c0;
        task.prefix[1] = (guint8) c1;
        g_array_append_val (tasks, task);
      }

  job.n = n;
  job.chunk_capacity = MAX (ENUM_CHUNK_BYTES / n, 1);
  job.tasks = (EnumTask *) (gpointer) tasks->data;
  job.n_tasks = tasks->len;
  job.cancellable = delivery->cancellable;
  job.waiting_for = -1;
  g_mutex_init (&job.mutex);
  g_cond_init (&job.data_cond);
  g_cond_init (&job.space_cond);

  n_workers = CLAMP (g_get_num_processors (), 1, MAX (job.n_tasks, 1));
  for (guint i = 0; i < n_workers && job.n_tasks > 0; i++)
    {
      GThread *thread = g_thread_try_new ("queens-enumerate", enum_worker, &job, NULL);

      if (thread != NULL)
        g_ptr_array_add (threads, thread);
    }

  if (threads->len == 0 && job.n_tasks > 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("could not start a thread for the search"));
      ok = FALSE;
    }
  else
    ok = deliver_tasks (&job, delivery);

  /* Whatever happened, let the workers go and wait for them. */
  g_mutex_lock (&job.mutex);
  g_atomic_int_set (&job.stop, 1);
  g_cond_broadcast (&job.space_cond);
  g_mutex_unlock (&job.mutex);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));

  for (guint i = 0; i < job.n_tasks; i++)
    free_chunk_list (job.tasks[i].first);
  free_chunk_list (job.spare);
  g_mutex_clear (&job.mutex);
  g_cond_clear (&job.data_cond);
  g_cond_clear (&job.space_cond);

  return ok;
}

/* @bounded_memory picks the row-by-row search for every N.  So does
 * QUEENS_SOLVER_STREAM in the environment: the tests use it to check both
 * ways on the same sizes. */
static gboolean
enumerate_solutions (guint                    n,
                     gboolean                 bounded_memory,
                     gsize                    batch_size,
                     gint64                   flush_interval_us,
                     QueensSolutionBatchFunc  batch_func,
                     QueensProgressFunc       progress_func,
                     gpointer                 user_data,
                     GCancellable            *cancellable,
                     guint64                 *out_total,
                     GError                 **error)
{
  Delivery delivery = { 0, };
  gboolean ok;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SOLVER_MAX_ENUMERATE_N, FALSE);
  g_return_val_if_fail (batch_size > 0, FALSE);
  g_return_val_if_fail (flush_interval_us >= 0, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_total != NULL)
    *out_total = 0;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  delivery.n = n;
  delivery.batch_size = MIN (batch_size, G_MAXSIZE / QUEENS_SOLVER_MAX_ENUMERATE_N);
  delivery.flush_interval_us = flush_interval_us;
  delivery.batch_func = batch_func;
  delivery.progress_func = progress_func;
  delivery.user_data = user_data;
  delivery.cancellable = cancellable;
  delivery.last_flush = g_get_monotonic_time ();
  delivery.next_progress = delivery.last_flush + PROGRESS_INTERVAL_US;

  if (n == 1)
    {
      static const guint8 only_solution[1] = { 0 };

      ok = delivery_add (&delivery, only_solution, 1);
    }
  else if (n >= ENUM_SORTED_MIN_N && n <= ENUM_SORTED_MAX_N && !bounded_memory
           && g_getenv ("QUEENS_SOLVER_STREAM") == NULL)
    ok = enumerate_sorted (n, &delivery, error);
  else
    ok = enumerate_streaming (n, &delivery, error);

  if (ok)
    {
      delivery_flush (&delivery);
      ok = !delivery.cancelled;
    }
  g_free (delivery.batch);

  if (out_total != NULL)
    *out_total = delivery.delivered;

  if (!ok)
    {
      if ((error == NULL || *error == NULL)
          && !g_cancellable_set_error_if_cancelled (cancellable, error))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("the enumeration was cancelled"));
      return FALSE;
    }

  delivery_report (&delivery, 1.0, TRUE);
  return TRUE;
}

gboolean
queens_solver_enumerate (guint                    n,
                         gsize                    batch_size,
                         gint64                   flush_interval_us,
                         QueensSolutionBatchFunc  batch_func,
                         QueensProgressFunc       progress_func,
                         gpointer                 user_data,
                         GCancellable            *cancellable,
                         guint64                 *out_total,
                         GError                 **error)
{
  return enumerate_solutions (n, FALSE, batch_size, flush_interval_us, batch_func,
                              progress_func, user_data, cancellable, out_total, error);
}

gboolean
queens_solver_enumerate_streaming (guint                    n,
                                   gsize                    batch_size,
                                   gint64                   flush_interval_us,
                                   QueensSolutionBatchFunc  batch_func,
                                   QueensProgressFunc       progress_func,
                                   gpointer                 user_data,
                                   GCancellable            *cancellable,
                                   guint64                 *out_total,
                                   GError                 **error)
{
  return enumerate_solutions (n, TRUE, batch_size, flush_interval_us, batch_func,
                              progress_func, user_data, cancellable, out_total, error);
}

/* ------------------------------------------------------------------------ */
/* Completion                                                                */
/* ------------------------------------------------------------------------ */

/* Checks that @board has at most one queen per row and no attacks; fills
 * @columns (n entries, QUEENS_NO_QUEEN for empty rows). */
static gboolean
read_pinned_queens (QueensBoard  *board,
                    guint32      *columns,
                    GError      **error)
{
  guint n = queens_board_get_n (board);

  if (!queens_board_get_columns (board, columns))
    {
      g_autoptr(GArray) queens = queens_board_list_queens (board);

      for (guint i = 1; i < queens->len; i++)
        {
          QueensSquare *before = &g_array_index (queens, QueensSquare, i - 1);
          QueensSquare *square = &g_array_index (queens, QueensSquare, i);

          if (before->row == square->row)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("row %u holds more than one queen"), square->row + 1);
              return FALSE;
            }
        }
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("a row holds more than one queen"));
      return FALSE;
    }

  if (queens_board_get_n_conflicts (board) > 0)
    {
      g_autoptr(GArray) conflicts = queens_board_list_conflicts (board);

      if (conflicts->len > 0)
        {
          QueensConflict *conflict = &g_array_index (conflicts, QueensConflict, 0);
          g_autofree char *first = queens_square_name (QUEENS_COORDINATES_NUMERIC, n,
                                                       conflict->first.row,
                                                       conflict->first.column);
          g_autofree char *second = queens_square_name (QUEENS_COORDINATES_NUMERIC, n,
                                                        conflict->second.row,
                                                        conflict->second.column);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       /* Translators: the %s are squares, "row 4, column 2" */
                       _("the queens on %s and %s attack each other"), first, second);
        }
      else
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             _("some of the queens attack each other"));
      return FALSE;
    }

  return TRUE;
}

static SearchState
search_state_from_columns (guint          n,
                           const guint32 *columns)
{
  SearchState state = { board_mask (n), 0, 0, 0 };

  for (guint row = 0; row < n; row++)
    if (columns[row] != QUEENS_NO_QUEEN)
      search_state_place (&state, n, row, columns[row]);

  return state;
}

static void
set_cancelled_error (GCancellable  *cancellable,
                     GError       **error)
{
  if (!g_cancellable_set_error_if_cancelled (cancellable, error))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("cancelled"));
}

/* For n <= 32 the completion is an exhaustive forward-checking search: it
 * finds a solution, proves there is none, or gives up after @step_limit
 * nodes (0: COMPLETE_DEFAULT_NODE_LIMIT).  It stays fast in practice: the
 * most constrained row goes first.  Larger boards go to min-conflicts with
 * the queens pinned. */
QueensCompletion
queens_solver_complete (QueensBoard   *board,
                        guint64        step_limit,
                        GCancellable  *cancellable,
                        guint32       *out_columns,
                        GError       **error)
{
  g_autofree guint32 *pinned = NULL;
  guint n;

  g_return_val_if_fail (QUEENS_IS_BOARD (board), QUEENS_COMPLETION_GAVE_UP);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable),
                        QUEENS_COMPLETION_GAVE_UP);
  g_return_val_if_fail (out_columns != NULL, QUEENS_COMPLETION_GAVE_UP);
  g_return_val_if_fail (error == NULL || *error == NULL, QUEENS_COMPLETION_GAVE_UP);

  n = queens_board_get_n (board);
  pinned = g_new (guint32, n);
  if (!read_pinned_queens (board, pinned, error))
    return QUEENS_COMPLETION_GAVE_UP;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return QUEENS_COMPLETION_GAVE_UP;

  if (n <= COMPLETE_EXHAUSTIVE_MAX_N)
    {
      SearchControl control;
      SearchState state = search_state_from_columns (n, pinned);

      if (step_limit == 0)
        step_limit = COMPLETE_DEFAULT_NODE_LIMIT;
      search_control_init (&control, NULL, cancellable, step_limit);
      memcpy (out_columns, pinned, n * sizeof (guint32));
      if (find_first_search (state, n, &control, out_columns))
        return QUEENS_COMPLETION_FOUND;

      memcpy (out_columns, pinned, n * sizeof (guint32));
      if (control.cancelled)
        {
          set_cancelled_error (cancellable, error);
          return QUEENS_COMPLETION_GAVE_UP;
        }
      if (control.exhausted)
        {
          g_autofree char *limit = queens_format_count (step_limit);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       /* Translators: %s is a number such as 1,000,000 */
                       g_dngettext (GETTEXT_PACKAGE,
                                    "no solution found within %s search step",
                                    "no solution found within %s search steps",
                                    (gulong) MIN (step_limit, G_MAXULONG)),
                       limit);
          return QUEENS_COMPLETION_GAVE_UP;
        }
      return QUEENS_COMPLETION_IMPOSSIBLE;
    }
  else
    {
      g_autoptr(GError) local_error = NULL;
      guint64 max_steps = step_limit != 0 ? step_limit : 50 * (guint64) n + 100000;

      if (queens_min_conflicts_solve (n, pinned, n, max_steps, NULL, NULL, cancellable,
                                      out_columns, &local_error))
        return QUEENS_COMPLETION_FOUND;

      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
          || g_cancellable_is_cancelled (cancellable))
        set_cancelled_error (cancellable, error);
      else
        {
          g_autofree char *limit = queens_format_count (max_steps);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "no solution found within %s step",
                                    "no solution found within %s steps",
                                    (gulong) MIN (max_steps, G_MAXULONG)),
                       limit);
        }
      memcpy (out_columns, pinned, n * sizeof (guint32));
      return QUEENS_COMPLETION_GAVE_UP;
    }
}

gboolean
queens_solver_count_completions (QueensBoard   *board,
                                 guint64        node_limit,
                                 GCancellable  *cancellable,
                                 guint64       *out_count,
                                 GError       **error)
{
  guint32 pinned[QUEENS_SOLVER_MAX_COUNT_N];
  SearchControl control;
  guint64 count;
  guint n;

  g_return_val_if_fail (QUEENS_IS_BOARD (board), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (out_count != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *out_count = 0;
  n = queens_board_get_n (board);
  if (n > QUEENS_SOLVER_MAX_COUNT_N)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("counting completions works up to N = %u, not N = %u"),
                   QUEENS_SOLVER_MAX_COUNT_N, n);
      return FALSE;
    }

  if (!read_pinned_queens (board, pinned, error))
    return FALSE;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  search_control_init (&control, NULL, cancellable, node_limit);
  count = count_search (search_state_from_columns (n, pinned), n, &control);

  if (control.cancelled)
    {
      set_cancelled_error (cancellable, error);
      return FALSE;
    }
  if (control.exhausted)
    {
      g_autofree char *limit = queens_format_count (node_limit);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                   g_dngettext (GETTEXT_PACKAGE,
                                "gave up after %s search step",
                                "gave up after %s search steps",
                                (gulong) MIN (node_limit, G_MAXULONG)),
                   limit);
      return FALSE;
    }

  *out_count = count;
  return TRUE;
}
