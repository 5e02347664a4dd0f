#!/usr/bin/env python3
"""Writes accuracy-examples.json: game accuracies worked out by this independent Python reading of
the published description (README, "Game review"), which www/engine/review.js must reproduce.

    python3 tests/data/review/make_accuracy_examples.py > tests/data/review/accuracy-examples.json
"""
import json
import math
import random


def move_accuracy(before, after):
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * (before - after)) - 3.1669))


def game_accuracy(wins, first_mover):
    moves = len(wins) - 1
    accuracies = []
    for i in range(moves):
        before, after = wins[i], wins[i + 1]
        if (i + first_mover) % 2 == 1:  # the second player: its own view
            before, after = 100 - before, 100 - after
        accuracies.append(move_accuracy(before, after))
    size = max(2, min(8, moves // 10))
    weights = []
    for i in range(moves):
        start = max(0, i + 2 - size)
        window = wins[start:start + size]
        mean = sum(window) / len(window)
        sd = math.sqrt(sum((x - mean) ** 2 for x in window) / len(window))
        weights.append(max(0.5, min(12.0, sd)))
    result = []
    for player in (0, 1):
        own = [i for i in range(moves) if (i + first_mover) % 2 == player]
        if not own:
            result.append(None)
            continue
        weighted = sum(accuracies[i] * weights[i] for i in own) / sum(weights[i] for i in own)
        harmonic = len(own) / sum(1 / max(accuracies[i], 1.0) for i in own)
        result.append((weighted + harmonic) / 2)
    return accuracies, weights, result


def main():
    rng = random.Random(31)
    cases = [{"name": "four moves", "wins": [50, 40, 45, 20, 30], "firstMover": 0}]
    for name, moves, first in [("thirty moves, windows of 3", 30, 0), ("ninety-one moves, windows of 8", 91, 0),
                               ("twenty-one moves, the second player first", 21, 1), ("one move", 1, 0)]:
        wins = [50.0]
        for _ in range(moves):
            wins.append(round(max(0.0, min(100.0, wins[-1] + rng.uniform(-18, 18))), 3))
        cases.append({"name": name, "wins": wins, "firstMover": first})
    for case in cases:
        accuracies, weights, result = game_accuracy(case["wins"], case["firstMover"])
        case["accuracies"] = accuracies
        case["weights"] = weights
        case["expected"] = result
    print(json.dumps(cases, indent=1))


main()
