/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-join-match.h: how many keys of a set share no bit with a query
 * (private to core)
 *
 * The join counter (queens-join-count.h) meets two lists of half boards,
 * each half a key of the diagonals it holds, and counts the pairs whose
 * keys are disjoint.  One list is stored "sliced": for every key bit a row
 * of bits, one per key of the list, set where that key lacks the bit.  A
 * query ANDs the rows of its own bits and counts the ones left, 64 keys
 * per word: on AVX-512 512 keys per instruction, on AVX2 256, elsewhere
 * 64.  Every path gives the same counts; the tests compare them.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  JOIN_PATH_PLAIN,   /* portable C, any machine */
  JOIN_PATH_AVX2,
  JOIN_PATH_AVX512,  /* AVX-512 with its population count */
  JOIN_N_PATHS
} JoinPath;

/* Whether this machine can run @path; the fastest that it can. */
G_GNUC_INTERNAL
gboolean join_path_usable (JoinPath path);
G_GNUC_INTERNAL
JoinPath join_path_best   (void);
G_GNUC_INTERNAL
const char *join_path_name (JoinPath path);

/* At most this many of a list's most frequent bits sort its keys into
 * groups: a query skips every group holding one of its own bits. */
#define JOIN_MAX_CUT_BITS 3u
#define JOIN_MAX_GROUPS (1u << JOIN_MAX_CUT_BITS)

typedef struct
{
  gsize n_keys;
  gsize n_words;     /* per row, a multiple of 8 */
  gsize offset;      /* of its words in each row */
} JoinGroup;

/* A list of keys, sliced, group by group: each row holds the groups'
 * words one after the other, each group padded to whole vectors; the
 * padding's bits are clear in the last row, which holds one bit per real
 * key, so that it never matches. */
typedef struct
{
  guint     n_bits;      /* key bits, at most 63 */
  JoinPath  path;        /* usable on this machine */
  gsize     n_keys;
  gsize     capacity;    /* keys the rows have room for */
  guint64  *rows;        /* n_bits + 1 rows of stride words */
  gsize     stride;      /* the words of every group */
  guint64  *scratch;     /* the keys in group order */
  guint64   present;     /* bits some key has: the only rows a query needs */
  guint64   everywhere;  /* bits every key has: a query with one meets none */
  guint64   cut;         /* the bits that sort keys into groups */
  guint     n_cut;
  guint8    cut_shift[JOIN_MAX_CUT_BITS];  /* their places; 63 (no key's) past n_cut */
  JoinGroup groups[JOIN_MAX_GROUPS];
} JoinSlices;

/* How many rows of bits slices of @n_bits bits have. */
G_GNUC_INTERNAL
guint    join_slices_rows  (guint n_bits);

/* Rows for up to @capacity keys of @n_bits bits: what they take. */
G_GNUC_INTERNAL
gsize    join_slices_bytes (guint n_bits,
                            gsize capacity);
G_GNUC_INTERNAL
void     join_slices_init  (JoinSlices *slices,
                            guint       n_bits,
                            gsize       capacity,
                            JoinPath    path);
G_GNUC_INTERNAL
void     join_slices_clear (JoinSlices *slices);

/* Slices @keys (at most the capacity), for @queries: the cut is chosen
 * from both. */
G_GNUC_INTERNAL
void     join_slices_fill  (JoinSlices    *slices,
                            const guint64 *keys,
                            gsize          n_keys,
                            const guint64 *queries,
                            gsize          n_queries);

/* The pairs (key, query) with key & query == 0. */
G_GNUC_INTERNAL
guint64  join_slices_count (const JoinSlices *slices,
                            const guint64    *queries,
                            gsize             n_queries);

/* The same pairs counted one by one, which short lists are best served by:
 * no slicing to pay for. */
G_GNUC_INTERNAL
guint64  join_count_pairs  (const guint64    *keys,
                            gsize             n_keys,
                            const guint64    *queries,
                            gsize             n_queries,
                            JoinPath          path);

G_END_DECLS
